import type { BlogPost } from '../types';

const post: BlogPost = {
  id: 7,
  slug: 'new-dishwasher-installation',
  title: 'Installing a New Dishwasher: What a Proper Hookup Involves',
  excerpt:
    'A new dishwasher needs more than a push into the cabinet: a sound water line, the right electrical connection, a high-loop drain and secure mounting. Here is what a proper installation includes.',
  date: '2025-09-08',
  author: 'Elena Ortiz',
  category: 'Appliance Installation',
  image:
    'Illustration of a new dishwasher partly slid into a kitchen cabinet opening, with a braided water supply line, a drain hose looped up under the counter and a level resting on the door',
  content: `
<p>Many of the dishwasher problems our technicians are called out for turn out to be installation problems in disguise: a drain hose with no high loop, a water line slowly weeping into the subfloor, a unit that tips forward when a loaded rack is pulled out. Whether you are hiring someone or doing the work yourself, here is what a careful installation looks like and which details matter most.</p>

<h2>Before the New Dishwasher Arrives</h2>
<ul>
<li><strong>Measure the opening.</strong> Standard built-in dishwashers fit a 24-inch wide opening, and most need roughly 33.5 to 35 inches of height under the counter. Compact 18-inch models suit the smaller kitchens found in many DC condos and row houses. Check the new model's installation guide for exact width, height and depth.</li>
<li><strong>Check the countertop.</strong> Laminate and wood tops usually take mounting brackets screwed into the underside. Granite and quartz need side-mount brackets fastened to the neighboring cabinets instead.</li>
<li><strong>Test the shutoff valve.</strong> The hot water supply usually comes from a valve under the sink. Old multi-turn valves often seize or start leaking when they are finally turned after years of sitting. Swapping in a quarter-turn valve before installation day saves a lot of trouble.</li>
<li><strong>Confirm the electrical setup.</strong> Some dishwashers are hard-wired into a junction box; others use a cord that plugs into an outlet under the sink, and not every model includes the cord. Many jurisdictions now require GFCI protection for dishwasher circuits, so ask a licensed electrician what your home needs.</li>
</ul>

<h2>Removing the Old Dishwasher</h2>
<ol>
<li>Switch off the dishwasher's breaker, then confirm the power is off at the junction box or outlet with a non-contact voltage tester.</li>
<li>Close the hot water valve under the sink.</li>
<li>Remove the lower kick panel, set a shallow pan under the water connection and disconnect the supply line. Some water will come out.</li>
<li>Disconnect the wiring at the junction box, or unplug the cord.</li>
<li>Remove the mounting screws at the top or sides, disconnect the drain hose from the disposal or sink drain, and slide the unit out over a piece of cardboard to protect the floor.</li>
</ol>

<h2>Making the Connections</h2>
<h3>Water</h3>
<p>Use a new braided stainless supply line instead of reusing old copper or plastic tubing. The dishwasher's inlet valve usually needs a 90-degree elbow fitting, and many installation kits include one. Apply thread sealant only to tapered pipe threads, never to compression fittings, and don't overtighten anything threaded into a plastic valve body.</p>
<h3>Drain</h3>
<p>The drain hose must rise to a high loop fastened to the underside of the counter, or run through an air gap, before it drops to the sink drain or disposal. That rise keeps dirty sink water from flowing back into the dishwasher. Some local plumbing codes require an air gap, so check the rules where you live. If you are connecting to a new garbage disposal, knock out the plug in its dishwasher inlet first. Forgetting that step is a classic reason a brand-new dishwasher won't drain, as our post on <a href="/blog/dishwasher-standing-water">standing water in the dishwasher</a> explains.</p>
<h3>Power</h3>
<p>A hard-wired connection is made inside the dishwasher's own junction box with proper wire connectors, the ground wire on the green ground screw, and a strain relief clamp where the cable enters. If you are not comfortable with household wiring, this is the part to hand off to a professional.</p>

<h2>Setting It in Place and Testing</h2>
<ul>
<li>Slide the unit in without pinching the water line, drain hose or power cable behind it.</li>
<li>Level it side to side and front to back with the adjustable legs so the door closes squarely and water flows toward the sump.</li>
<li>Fasten the mounting brackets so the dishwasher can't tip when a full rack is pulled out.</li>
<li>Open the water valve and check every connection for drips before restoring power.</li>
<li>Run a short cycle empty, then look under the sink and behind the kick panel with a flashlight and a dry paper towel. Check once more the next day, since slow leaks take time to show.</li>
</ul>

<h2>When to Bring in a Pro</h2>
<p>Call for help if there is no shutoff valve, the cabinet opening needs to be cut or widened, the existing wiring is old, ungrounded or aluminum, or the kitchen needs a new circuit, which may also call for a permit and a licensed electrician. In older homes from Takoma Park to Hyattsville, it is common to find at least one of these surprises behind the old unit.</p>

<p>Replacing a dishwasher in a Bethesda kitchen or a Columbia townhouse and want the hookup done right the first time? <a href="/contact">Get in touch with our team</a> about installation. And if your current machine might only need a part, our <a href="/services/dishwasher-repair">dishwasher repair</a> technicians can tell you before you spend money on a new one.</p>
`,
};

export default post;
