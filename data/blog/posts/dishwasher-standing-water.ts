import type { BlogPost } from '../types';

const post: BlogPost = {
  id: 2,
  slug: 'dishwasher-standing-water',
  title: 'Standing Water in the Dishwasher: Causes and Fixes',
  excerpt:
    'Water left in the bottom of your dishwasher usually points to a clogged filter, a kinked drain hose or a blocked disposal connection. Here is how to check each one safely before you call for repair.',
  date: '2025-08-29',
  author: 'Darnell Brooks',
  category: 'Dishwasher Repair',
  image:
    'Illustration of an open dishwasher with cloudy water pooled in the bottom of the tub, the lower rack pulled out and the cylindrical filter lifted out beside it',
  content: `
<p>You open the dishwasher expecting clean plates and find a pool of gray water sitting in the bottom instead. It is one of the most common dishwasher calls we get, and the good news is that the cause is often a clogged filter or a drain connection you can clear yourself in under half an hour. Here is how to work through it in the same order we do.</p>

<h2>First, How Much Water Is Normal?</h2>
<p>Most dishwashers keep a small amount of clean water in the sump, the cup-shaped well beneath the filter, so the pump seals don't dry out. If you see a little water only down in that well, that is by design. What isn't normal is water covering the tub floor, dirty water after a finished cycle, or a drain error code on the display.</p>

<h2>Safety Before You Start</h2>
<ul>
<li>Switch off the dishwasher's circuit breaker, or unplug it if it plugs into an outlet under the sink. Opening the door is not enough protection when your hands are in water near the pump.</li>
<li>Bail out the standing water with a cup and soak up the rest with towels. Lay more towels on the floor in front of the door.</li>
<li>Feel around the sump slowly. A broken glass is a frequent culprit, and the shards are sharp.</li>
</ul>

<h2>The Usual Causes, in the Order We Check Them</h2>
<h3>1. A Clogged Filter</h3>
<p>Most dishwashers built in the last decade have a manual filter that the owner is meant to clean. It sits under the lower spray arm, usually as a cylinder that twists out and a flat mesh screen beneath it. Food scraps, paper labels, seeds and grease build up there and slow the drain until water stays behind. Twist the filter out, rinse it under the tap with a soft brush and warm soapy water, check the opening beneath it for debris, and lock it back in place. Cleaning it monthly prevents most repeat clogs.</p>
<h3>2. The Garbage Disposal</h3>
<p>If your dishwasher drains into a disposal, it can't drain while the disposal is packed with food. Run the disposal with cold water before starting the dishwasher. If you just had a new disposal put in and the dishwasher stopped draining that same day, the knockout plug inside the disposal's dishwasher inlet was probably never removed. That plug has to be punched out with the hose disconnected.</p>
<h3>3. The Drain Hose and Air Gap</h3>
<p>Look under the sink at the ribbed drain hose. It should rise in a high loop fastened under the counter, or run to an air gap, before it drops to the disposal or sink drain. Check for kinks where cleaning supplies have been shoved against it. If you have an air gap, the small chrome cap next to the faucet, pull off its cover and clear any gunk inside. Water spilling out of the air gap during a cycle is a sure sign of a clog further down the line.</p>
<h3>4. The Kitchen Drain Itself</h3>
<p>If the sink is also slow to drain, the problem is the shared drain line rather than the dishwasher. Older homes with original galvanized drain pipes, common in many DC row houses, tend to narrow with scale and grease over the years. Never pour chemical drain cleaner into the dishwasher, since it can damage the seals and plastic parts.</p>
<h3>5. The Drain Pump or Check Valve</h3>
<p>If the filter, hose and disposal are all clear, press Cancel or start a drain cycle and listen. A hum with no water moving suggests the pump impeller is jammed, often by a shard of glass, a fruit pit or a bit of bone, or that the pump motor has failed. Silence can point to the pump, its wiring or the control board. Some models also have a check valve that can stick and let dirty water flow back into the tub. These repairs mean removing the lower panel or pulling the dishwasher out of the cabinet, and that is where a technician earns the visit.</p>

<h2>Preventing the Next Backup</h2>
<ul>
<li>Scrape plates into the trash, but skip rinsing them spotless; modern detergents are designed to work on some food soil.</li>
<li>Clean the filter every month, or every couple of weeks if you run the dishwasher daily.</li>
<li>Run the disposal until it is empty before you start a cycle.</li>
<li>Keep stored items from crushing the drain hose under the sink.</li>
</ul>
<p>If you are also seeing cloudy glasses and white film, our guide to <a href="/blog/hard-water-dishwasher-care">hard water and your dishwasher</a> explains how mineral buildup affects both cleaning and draining.</p>

<p>Still finding a puddle after you have cleaned the filter and checked the hose? Schedule a <a href="/services/dishwasher-repair">dishwasher repair</a> and we will test the drain pump and check valve. The diagnosis is included in the service call fee, and new customers can take $25 off their first visit with the FIRST25 code on our <a href="/coupons">coupons page</a>.</p>
`,
};

export default post;
