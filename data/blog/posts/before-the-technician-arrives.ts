import type { BlogPost } from '../types';

const post: BlogPost = {
  id: 19,
  slug: 'before-the-technician-arrives',
  title: 'What to Do Before the Appliance Technician Arrives',
  excerpt:
    'A few minutes of prep makes a repair visit faster: clear a path to the appliance, find the model and serial number, note symptoms and error codes, and know how payment works.',
  date: '2025-10-02',
  author: 'Darnell Brooks',
  category: 'Tips',
  image:
    'A cleared laundry area with a washer pulled slightly from the wall, a notepad listing symptoms and an error code, and a phone photo of the model and serial number sticker',
  content: `
<p>You have booked the appointment, and now you are waiting for the van to pull up. A little preparation on your end can shave real time off the visit and help the technician reach the right diagnosis the first time. After years of walking into kitchens, basements and laundry closets all over the DC area, these are the things I wish every customer knew before I rang the bell.</p>

<h2>Clear a Path and Some Working Room</h2>
<p>We need to reach the appliance and usually move it a little. Before the appointment:</p>
<ul>
<li>Clear the route from the door to the appliance, including stairs down to a basement laundry room.</li>
<li>Take laundry baskets, detergent bottles and anything stored on top of the washer or dryer off the machines.</li>
<li>Empty the dishwasher racks, and clear out the cabinet under the sink if the problem is a dishwasher or garbage disposal.</li>
<li>For a refrigerator, move the most perishable food into a cooler so the doors can stay open while we work.</li>
<li>If you live in a condo or apartment building, let us know about parking, loading dock or front desk rules when you book. In parts of the District, a tip about where to park is genuinely helpful.</li>
</ul>

<h2>Find the Model and Serial Number</h2>
<p>The model and serial number tell us exactly which parts your appliance uses, and having them ready lets us check part availability right away. Snap a photo of the tag with your phone. Here is where to look:</p>
<ul>
<li><strong>Refrigerator:</strong> on a sticker inside the fresh-food section, usually on a side wall, the ceiling, or near the crisper drawers.</li>
<li><strong>Top-load washer:</strong> under the lid, or on the back of the control panel.</li>
<li><strong>Front-load washer and most dryers:</strong> around the door opening, on the frame you see when the door is open.</li>
<li><strong>Dishwasher:</strong> on the edge of the door or along the side of the tub opening.</li>
<li><strong>Range or oven:</strong> on the frame behind the storage or warming drawer, or around the oven door opening.</li>
<li><strong>Microwave:</strong> inside the door frame or on the back of the unit.</li>
<li><strong>Garbage disposal:</strong> on a label on the bottom or side of the unit under the sink.</li>
</ul>

<h2>Write Down What You Have Noticed</h2>
<p>You live with the appliance every day; we see it for an hour or two. Details that seem minor to you can point straight to the cause. Jot down:</p>
<ol>
<li>What the problem is and when it started.</li>
<li>Any error codes or blinking lights, exactly as they appear on the display.</li>
<li>Noises, smells or leaks, and whether they happen at a particular point in the cycle.</li>
<li>Whether the problem happens every time or only sometimes.</li>
<li>Anything you have already tried, such as resetting the breaker, cleaning a filter or replacing a part.</li>
</ol>
<p>Please do not take the appliance apart before the visit. Leaving it as it is helps us see the fault. If it is leaking, keep the water supply valve shut; if you smell gas or see sparks, switch it off and follow the steps in our guide to <a href="/blog/appliance-emergency-first-steps">appliance emergencies</a>.</p>

<h2>Keep Kids and Pets Safe, and Have an Adult Home</h2>
<p>Appliance repair involves tools, open panels and sometimes live wiring during testing. Please keep children and pets in another room while we work; a curious dog behind a pulled-out fridge is no fun for anyone. An adult aged 18 or older must be present for the whole visit, to let us in, approve the repair and sign off when the job is done.</p>

<h2>How Long It Takes and How Payment Works</h2>
<p>Most repairs take one to two hours, including diagnosis. If a part has to be ordered, your technician will explain the timing and set up a return visit to finish the job.</p>
<p>Payment is due when the work is complete. We accept cash, checks and major credit cards: Visa, MasterCard, American Express and Discover. Our service call fee covers the diagnosis and is applied to your repair total, so you are not paying twice if you go ahead. Every repair comes with a 90-day parts and labor warranty: if the same problem returns within 90 days, we fix it at no charge. Mention any coupon when you book, such as FIRST25 for new customers or SENIOR15 for customers 65 and over. More common questions are answered on our <a href="/faq">FAQ page</a>.</p>

<h2>Ready When You Are</h2>
<p>Got your model number and notes together? Tell us what is going on through our <a href="/contact">contact page</a>, and a licensed, insured technician can often be at your door the same day, whether you are in Rockville, Bowie or Northwest DC.</p>
`,
};

export default post;
