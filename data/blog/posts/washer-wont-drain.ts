import type { BlogPost } from '../types';

const post: BlogPost = {
  id: 23,
  slug: 'washer-wont-drain',
  title: "Washer Won't Drain? What to Check Before You Call",
  excerpt:
    'Water sitting in the drum after the cycle ends? Check the drain hose, the front-loader pump filter, the household drain and the lid lock before calling for a new drain pump.',
  date: '2025-10-10',
  author: 'Marcus Bell',
  category: 'Washer Repair',
  image:
    'A front-load washer with water standing behind the glass door, its small lower access panel open and a shallow pan and towels on the floor to catch water from the drain pump filter',
  content: `
<p>Opening the washer to find clothes sitting in a tub of gray water is a bad way to start the day. Before you assume the worst, know that a washer that will not drain often has a simple blockage you can clear yourself in under an hour. I have lost count of the socks, coins and hair ties I have pulled out of drain pumps. Here is the order I check things in on a service call, starting with the easiest.</p>

<h2>Safety First, and Getting the Water Out</h2>
<p>Before you check anything, unplug the washer (or switch off its breaker if you cannot reach the plug) and turn off both the hot and cold water valves behind it. Have towels, a bucket and a shallow baking pan ready. A drum of water is heavy and messy, so plan for it.</p>
<ul>
<li><strong>Top-loaders:</strong> bail the water out with a small container into a bucket, or lower the end of the drain hose into a bucket below the water level and let gravity do the work.</li>
<li><strong>Front-loaders:</strong> do not open the door while water is above its bottom edge. Drain through the pump filter instead, as described below.</li>
</ul>

<h2>Step-by-Step Checks You Can Do</h2>
<h3>1. Look at the Drain Hose</h3>
<p>Pull the washer out carefully and follow the corrugated drain hose from the back of the machine to the standpipe or laundry sink. A kink, a hose crushed against the wall, or a hose that has slipped and is pinched under the cabinet will stop draining cold. Straighten it and make sure it is not pushed too far down into the standpipe.</p>

<h3>2. Clean the Drain Pump Filter (Front-Loaders)</h3>
<p>Most front-load washers have a coin trap or pump filter behind a small door at the bottom front of the cabinet. Lay towels down and set the shallow pan in front. Many models have a small drain tube next to the filter: unclip it, pull the cap and let the water run into the pan a little at a time. When the flow stops, turn the filter counterclockwise slowly and remove it. Clear out lint, coins and debris, rinse it, check that the pump impeller behind it turns freely, then screw the filter back in firmly so it does not leak.</p>

<h3>3. Check Your Household Drain</h3>
<p>If water backs up out of the standpipe or the laundry sink while the washer is pumping, the washer is doing its job. The clog is in your home's drain line, which is a plumbing problem. This is common in older row houses and basement laundry rooms where the washer shares a drain with a utility sink or floor drain.</p>

<h3>4. Think About Suds</h3>
<p>Too much detergent, or regular detergent in a high-efficiency machine, can create enough foam to slow or stop draining. If you see a drum full of suds, run a rinse and spin with no detergent, and cut back the dose next time.</p>

<h3>5. Test the Lid Switch or Door Lock</h3>
<p>Washers will not spin, and some will not drain, unless they detect that the lid or door is closed and locked. If a top-loader fills and agitates but never spins out, or a front-loader's door lock light keeps flashing, the lid switch or door lock assembly may have failed.</p>

<h2>Signs the Drain Pump Has Failed</h2>
<p>After clearing the filter and hose, restore power and water and run a drain and spin cycle. Listen closely:</p>
<ul>
<li><strong>A hum with no water moving</strong> usually means the pump is jammed by something you could not reach, or the motor is failing.</li>
<li><strong>Complete silence</strong> when it should be draining can point to a dead pump, a wiring problem or a control fault.</li>
<li><strong>A drain error code,</strong> such as OE on many LG models or 5C or 5E on many Samsung models, tells you the machine itself detected slow draining. Check your manual for what your model's code means.</li>
</ul>
<p>Replacing a drain pump means working with wiring and internal hoses, so that is a good point to hand the job to a technician. The same goes for a faulty lid lock, pressure sensor or control board.</p>

<h2>Keep It From Happening Again</h2>
<ol>
<li>Empty pockets before every wash, and put bras and small items in a mesh bag.</li>
<li>Clean the front-loader pump filter every few months.</li>
<li>Use HE detergent at the recommended dose.</li>
<li>Leave a few inches of space behind the washer so the drain hose never gets pinched.</li>
</ol>
<p>A front-loader that stays damp inside can also develop musty smells; our post on <a href="/blog/front-load-washer-smell">front-load washer mold and odor</a> covers the cleaning routine.</p>

<h2>Still Full of Water?</h2>
<p>If the hose is clear, the filter is clean and the drum still will not empty, it is time for a diagnosis. A licensed technician can test the pump, lid lock and controls, and we can often come out the same day in DC, Bowie, Columbia or anywhere in between. Book through our <a href="/services/washer-repair">washer repair</a> page, and new customers can use FIRST25 for $25 off their first service.</p>
`,
};

export default post;
