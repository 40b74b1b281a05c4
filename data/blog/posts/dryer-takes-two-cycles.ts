import type { BlogPost } from '../types';

const post: BlogPost = {
  id: 20,
  slug: 'dryer-takes-two-cycles',
  title: 'Dryer Taking Two Cycles? Start With the Vent',
  excerpt:
    'If towels are still damp after a full cycle, a clogged or crushed dryer vent is the most likely culprit, and a fire risk. Here is how to check the vent, lint screen and moisture sensor.',
  date: '2025-10-04',
  author: 'Marcus Bell',
  category: 'Dryer Repair',
  image:
    'A clothes dryer pulled away from a basement wall, showing a crushed foil vent duct packed with lint next to a new rigid metal duct section',
  content: `
<p>When a load of towels needs a second, or third, run to get dry, most people assume the dryer is wearing out. In my experience the dryer itself is often fine. The real problem is usually the path the hot, wet air takes to get out of your house. A dryer can only dry as fast as it can exhaust moisture, and when that exhaust is restricted, drying time climbs. It is also a safety issue: lint is highly flammable, and a clogged vent is a well-known cause of dryer fires.</p>

<h2>Why the Vent Is the First Suspect</h2>
<p>Your dryer pushes warm air through the drum, picks up moisture, and blows it out through the vent duct to a hood on an outside wall or the roof. Anything that slows that airflow keeps humid air in the drum. Common trouble spots we find around the DC area:</p>
<ul>
<li><strong>Lint packed inside the duct,</strong> especially in long runs, such as a basement laundry room venting out the back of a row house, or a stacked unit in a condo venting through the roof.</li>
<li><strong>A crushed or kinked transition hose</strong> behind the dryer, often from pushing the machine too close to the wall.</li>
<li><strong>Plastic or thin foil duct,</strong> which sags, traps lint and is not recommended by manufacturers. Rigid or semi-rigid metal duct is the better choice.</li>
<li><strong>A stuck exterior flap</strong> or a screen over the hood clogged with lint. Birds also like to nest in vent hoods, particularly in spring.</li>
</ul>

<h2>Check the Vent Yourself</h2>
<p>You can do a quick airflow check without tools. Start the dryer on a heated cycle, then go outside and find the vent hood. With the dryer running, you should feel a strong, warm stream of air and see the flap open wide. A weak puff, or no movement at all, means something is blocking the line.</p>
<p>If you want to clean the accessible parts:</p>
<ol>
<li>Unplug the dryer. For a gas dryer, also turn off the gas shutoff valve behind the machine before moving it, and take care not to kink or strain the flexible gas line.</li>
<li>Slide the dryer out gently and loosen the clamp on the transition duct.</li>
<li>Clear lint from the dryer's exhaust outlet and from the duct using a dryer vent brush kit.</li>
<li>Clean the outside hood and make sure the flap swings freely.</li>
<li>Reconnect the duct with as few bends as possible, without crushing it when you push the dryer back, and turn the gas back on if you shut it off.</li>
</ol>
<p>Long runs, roof vents and ducts hidden inside walls or ceilings are hard to clean fully from the ends. Those are worth having cleaned professionally, and a yearly cleaning is a sensible routine for most households.</p>

<h2>Do Not Overlook the Lint Screen</h2>
<p>Clean the lint screen before every load, without exception. Dryer sheets can also leave a waxy film on the mesh that you cannot see but that blocks air. To test it, run water over the screen: if water pools on top instead of passing through, wash it with warm water, dish soap and a soft brush, then let it dry completely before reinstalling. While the screen is out, use a narrow vacuum attachment to pull lint from the slot it sits in.</p>

<h2>Other Reasons Clothes Stay Damp</h2>
<p>If the vent and screen are clear and drying is still slow, look at these next:</p>
<ul>
<li><strong>Loads coming out of the washer too wet.</strong> If your washer is not spinning fast enough, the dryer has much more water to remove.</li>
<li><strong>Overloading.</strong> Clothes need room to tumble through the warm air. A packed drum dries unevenly.</li>
<li><strong>Dirty moisture sensor bars.</strong> On sensor-dry models, two metal strips inside the drum, usually near the lint screen, judge dryness. Fabric softener residue can fool them and end the cycle early. Wipe them with rubbing alcohol on a soft cloth.</li>
<li><strong>A partly failed heating system.</strong> A weak gas valve coil, a failing cycling thermostat or a heating element that only works some of the time can all leave you with lukewarm air.</li>
</ul>
<p>Restricted airflow also makes the dryer overheat, which can blow the thermal fuse and leave you with no heat at all. If your dryer tumbles but stays cold, read our guide to a <a href="/blog/dryer-not-heating">dryer that is not heating</a>.</p>

<h2>When Slow Drying Needs a Technician</h2>
<p>Stop using the dryer and call for service if the cabinet feels unusually hot or you smell something burning. It is also time for a technician if the vent is clean but drying time has not improved, or if you would rather not move a gas dryer yourself. Testing heating elements, thermostats and gas valve components involves live electrical circuits and gas, which is work for a trained technician.</p>

<h2>Get Your Drying Time Back</h2>
<p>If a clean vent has not brought your dryer back to one-cycle loads, our technicians can find out whether it is the ductwork, the sensors or the heating system. Schedule a visit on our <a href="/services/dryer-repair">dryer repair</a> page; we serve homes from Silver Spring and Greenbelt to Gaithersburg and across the District.</p>
`,
};

export default post;
