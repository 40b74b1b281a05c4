import type { BlogPost } from '../types';

const post: BlogPost = {
  id: 18,
  slug: 'repair-or-replace-appliance',
  title: 'Repair or Replace? How to Decide for an Aging Appliance',
  excerpt:
    'When an older washer, fridge or oven breaks, weigh its age, the repair cost against a new unit, the condition of the rest of the machine and its energy use before you decide.',
  date: '2025-09-30',
  author: 'Elena Ortiz',
  category: 'General',
  image:
    'A homeowner and an appliance technician standing beside an older refrigerator, looking at a written repair estimate on a clipboard, with a new appliance brochure on the counter',
  content: `
<p>Every week someone asks one of our technicians the same question: is this thing worth fixing? It is a fair question, and the honest answer is not always "repair it." A repair company that never recommends replacement is not doing you any favors. Here is how we think through the decision with customers, so you can make the call with clear eyes before you spend money either way.</p>

<h2>Start With Age, but Do Not Stop There</h2>
<p>Appliances wear out on a rough schedule, and knowing where yours sits on that schedule helps. As loose rules of thumb, many people in the trade expect something like:</p>
<ul>
<li><strong>Refrigerators:</strong> somewhere around 10 to 15 years</li>
<li><strong>Washers and dryers:</strong> roughly 10 to 13 years</li>
<li><strong>Dishwashers:</strong> about 9 to 12 years</li>
<li><strong>Ranges and wall ovens:</strong> often 13 to 15 years or more, especially gas models</li>
<li><strong>Microwaves:</strong> commonly 7 to 10 years</li>
</ul>
<p>These ranges are not guarantees. A well-kept washer in a dry basement can outlast them, and a fridge squeezed into a hot, unventilated alcove may fall short. Treat age as a signal, not a verdict. A seven-year-old dishwasher with a failed drain pump is usually an easy repair. A fourteen-year-old refrigerator with a compressor problem is a different conversation.</p>

<h2>Compare the Repair Cost to a Replacement</h2>
<p>The most widely used guideline is sometimes called the 50 percent rule: if the repair would cost more than about half the price of a comparable new appliance, and the machine is past the middle of its expected life, replacement usually deserves a serious look. When the repair is a modest fraction of replacement cost, fixing it generally wins.</p>
<p>When you compare, count the full cost of replacing, not just the sticker price:</p>
<ul>
<li>Delivery, haul-away of the old unit and installation, including new hoses, a dryer vent connection or a water line.</li>
<li>Whether a new model will fit. Built-in refrigerators and wall ovens come in specific sizes, and older cabinets in a DC row house or a Bethesda kitchen remodel from twenty years ago may not match today's dimensions.</li>
<li>Access. Getting a new washer down a narrow basement staircase or a fridge through a tight front door can add work and expense.</li>
</ul>
<p>Higher-end and built-in appliances usually justify a repair for longer than budget models, simply because replacing them costs so much more.</p>

<h2>Look at the Condition of the Whole Machine</h2>
<p>A single worn part on an otherwise solid appliance is a good repair. A machine showing wear everywhere is a different story. Ask yourself:</p>
<ul>
<li>Is this the first breakdown, or the third in two years?</li>
<li>Is there rust on the cabinet, the washer drum support or the dishwasher tub?</li>
<li>Are the door gaskets cracked, the shelves broken or the controls failing intermittently?</li>
<li>Are replacement parts still available? For some older or discontinued models, parts become scarce or slow to arrive.</li>
</ul>
<p>On refrigerators and freezers, a sealed system problem (a refrigerant leak or a failed compressor) is the repair that most often tips the scales toward replacement on an older unit, because it is involved work that requires certified handling of refrigerant.</p>

<h2>Factor In Energy Use</h2>
<p>Efficiency standards for refrigerators, washers and dishwashers have tightened over the years, so a much older model may use noticeably more electricity or water than a new one. The yellow EnergyGuide label on new appliances shows estimated yearly energy use, which lets you compare a replacement against what you have now. Energy savings alone rarely justify throwing out a working machine, but they can help tip a close call. A second fridge humming away in a hot garage or an unfinished basement through a humid Maryland summer is a common example worth a second look.</p>

<h2>When Repair Is the Clear Choice</h2>
<p>Repair usually makes sense when the appliance is young or middle-aged, the failed part is a common wear item (a pump, belt, igniter, door switch, heating element or fan motor), and the rest of the machine is in good shape. Those repairs are often finished in a single visit. You can also stretch an appliance's working life with a few simple routines; our post on <a href="/blog/appliance-habits-that-extend-life">everyday habits that make appliances last longer</a> covers the ones that matter most.</p>
<p>Keep in mind that our service call fee includes the diagnosis and is applied to the repair total if you go ahead. That means you get a firm answer about what is wrong before deciding anything, and if you do repair, your work is covered by our 90-day parts and labor warranty.</p>

<h2>Get an Honest Second Opinion</h2>
<p>If you are on the fence about an older appliance, let one of our technicians look at it and give you a straight answer, including when we think a new one is the better buy. Request a diagnosis through our <a href="/contact">contact page</a>, and check the <a href="/coupons">current coupons</a> first, since MAJOR50 takes $50 off repairs over $200.</p>
`,
};

export default post;
