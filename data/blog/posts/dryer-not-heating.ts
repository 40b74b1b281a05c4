import type { BlogPost } from '../types';

const post: BlogPost = {
  id: 5,
  slug: 'dryer-not-heating',
  title: 'Dryer Tumbling but Not Heating: Elements, Fuses and Gas Valves',
  excerpt:
    'If your dryer spins but the clothes stay damp and cool, the usual suspects are a half-tripped breaker, a blown thermal fuse, a burned-out heating element or a gas igniter. Here is how to narrow it down safely.',
  date: '2025-09-04',
  author: 'Darnell Brooks',
  category: 'Dryer Repair',
  image:
    'Illustration of a clothes dryer with its drum turning and a load of damp towels inside, a cutaway showing the heating element and thermal fuse on the back of the cabinet',
  content: `
<p>A dryer that tumbles normally but blows cool air is a frustrating breakdown, because everything sounds fine. The drum turns, the timer counts down, and an hour later the towels are just as damp as when they went in. The list of causes is short, though, and a couple of them you can rule out without any tools.</p>

<h2>Quick Checks Before Anything Else</h2>
<ul>
<li><strong>Confirm the setting.</strong> Make sure the dryer isn't on Air Fluff, No Heat or a delicate cycle with very low heat. It happens more often than you would think, especially after a house guest has done a load.</li>
<li><strong>Check both halves of the breaker on an electric dryer.</strong> Electric dryers use a 240-volt double-pole breaker. The drum motor runs on one 120-volt leg, while the heating element needs both. If one half trips, the dryer tumbles but never heats. Switch the breaker fully off and then back on. If it trips again, leave it off and call a professional.</li>
<li><strong>Check the gas shutoff on a gas dryer.</strong> The valve on the supply line behind the dryer should have its handle parallel to the pipe. Valves get bumped when a dryer is pushed back into a tight laundry closet.</li>
<li><strong>Look at the vent.</strong> With the dryer unplugged, pull it out and make sure the duct behind it isn't crushed or kinked. Then run it and go outside: you should feel a strong stream of air at the exterior hood. Weak airflow won't usually stop the heat by itself, but it is what most often destroys the safety parts described below.</li>
</ul>

<h2>Electric Dryers: The Heating Circuit</h2>
<p>In an electric dryer, power passes through a chain of parts on its way to the element. If any link in that chain opens, you lose heat:</p>
<ul>
<li><strong>Heating element.</strong> A coil of resistance wire inside a metal housing. The coil can break or short against the housing. A break is sometimes visible, but a continuity test with a multimeter is the reliable way to confirm it.</li>
<li><strong>Thermal fuse.</strong> A one-time safety fuse, usually on the blower housing or the heater duct, that opens if the dryer overheats. Depending on the model, a blown thermal fuse either cuts only the heat or stops the dryer from running at all.</li>
<li><strong>High-limit thermostat and thermal cutoff.</strong> These shut off the element if the temperature climbs too high. On many dryers the thermal cutoff blows along with the element when the coil shorts or airflow is blocked, so the two are often replaced together.</li>
<li><strong>Cycling thermostat.</strong> It switches the element on and off to hold the drying temperature. If it fails open, there is no heat.</li>
<li><strong>Timer, control board or relay.</strong> Less common, but worth suspecting when the heat comes and goes.</li>
</ul>

<h2>Gas Dryers: The Ignition System</h2>
<p>A gas dryer uses an igniter to light the burner and a pair of gas valve coils to open the valve. On many models you can watch the igniter through a small window or opening near the bottom front while the dryer runs on a heat setting. What you see tells you where to look:</p>
<ul>
<li><strong>The igniter never glows.</strong> The igniter may be cracked or burned out, or a safety device ahead of it, such as the flame sensor or thermal fuse, isn't letting power through.</li>
<li><strong>The igniter glows, then shuts off with no flame.</strong> That pattern usually points to weak gas valve coils. They often fail once they are warm, so the dryer may heat for a few minutes and then quit.</li>
<li><strong>The flame lights but drying still takes forever.</strong> The burner works, so look at airflow and the vent instead.</li>
</ul>
<p>If you smell gas near the dryer, skip all of this. Don't flip any switches, get everyone out of the house, and call your gas utility's emergency line once you are outside.</p>

<h2>Why These Parts Fail in the First Place</h2>
<p>Thermal fuses and cutoffs aren't supposed to wear out. When one blows, something made the dryer overheat, and the cause we find most often is a restricted vent. In many DC-area homes the run is long: row houses that vent through a basement wall at the back, or townhouses in places like Gaithersburg and Columbia where the duct climbs through the house to a roof or upper-wall hood. Replacing a fuse without clearing the vent usually means another blown fuse soon, and an overheating dryer is a genuine fire risk. Our article on a <a href="/blog/dryer-takes-two-cycles">dryer that needs two cycles</a> explains how to check the vent properly.</p>
<p>If you want to test parts yourself, unplug the dryer rather than just turning it off, close the gas valve on a gas model, and use a multimeter only for continuity checks on disconnected parts. Never bypass a thermal fuse to get the dryer running again; that removes its protection against fire.</p>

<p>Damp clothes and a cold drum rarely mean you need a new dryer. Set up a <a href="/services/dryer-repair">dryer repair visit</a> and our technician will test the element, fuses or gas valve and look at your venting while we are there, so the same part doesn't fail again next month. Every repair is backed by our 90-day parts and labor warranty.</p>
`,
};

export default post;
