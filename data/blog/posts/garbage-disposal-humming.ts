import type { BlogPost } from '../types';

const post: BlogPost = {
  id: 11,
  slug: 'garbage-disposal-humming',
  title: 'Garbage Disposal Humming but Not Spinning? How to Free It Safely',
  excerpt:
    'A humming disposal is usually jammed, not dead. Here is how to free it with the hex key well and reset button, and how to tell when the motor has truly had it.',
  date: '2025-09-16',
  author: 'Elena Ortiz',
  category: 'Garbage Disposal Repair',
  image:
    'The underside of a garbage disposal beneath a kitchen sink, with a hex key inserted in the center socket and the red reset button visible nearby',
  content: `
<p>You flip the switch and hear a low, steady hum from under the sink, but nothing turns and nothing drains. That hum is actually encouraging. It means the disposal is getting power and the motor is trying to start. In most cases something is wedged between the spinning plate and the grinding ring, or the plate has rusted in place after a few weeks of not being used. Either way, it is often a fifteen-minute fix you can handle yourself with the right precautions.</p>

<h2>Turn It Off Before Anything Else</h2>
<p>Do not leave the switch on while it hums. A stalled motor heats up quickly and will trip its internal overload, and running it that way for long can burn out the windings. Switch it off right away.</p>
<p>Before you reach for any tools, cut the power completely. Many disposals plug into an outlet inside the sink cabinet, so unplug it there. If yours is hard-wired, turn off the breaker that feeds it. And no matter how small the object looks, <strong>never put your hand down the drain opening</strong>. The wall switch is easy to bump, and the grinding plate can move suddenly once a jam breaks loose.</p>

<h2>How to Free a Jammed Disposal</h2>
<ol>
<li><strong>Look inside with a flashlight.</strong> With the power off, shine a light down the drain. If you can see a bottle cap, fruit pit, bone or piece of silverware, pull it out with tongs or needle-nose pliers.</li>
<li><strong>Find the hex key well.</strong> On the bottom of the unit, in the center, most disposals have a small six-sided socket. It fits a 1/4-inch hex key, and many disposals came with a small wrench made for it. It may be tucked in a drawer somewhere.</li>
<li><strong>Work the motor back and forth.</strong> Insert the key and rock it in both directions until it turns a full circle freely. You will feel the jam give way. If you have no hex key, you can push a wooden spoon handle or broom handle down the drain against a lug on the plate and lever it around, but only with the power off.</li>
<li><strong>Remove what came loose.</strong> Check the chamber again with the flashlight and fish out any debris the rotation freed.</li>
<li><strong>Press the reset button.</strong> Look for a small red button on the bottom or lower side of the unit. If it has popped out, press it firmly until it clicks and stays in.</li>
<li><strong>Test with cold water running.</strong> Restore the power, turn on a steady stream of cold water, then switch the disposal on. A healthy unit spins up immediately with a whir rather than a hum.</li>
</ol>

<h2>If It Still Hums or Keeps Tripping</h2>
<p>Sometimes the plate turns freely by hand but the disposal still only hums when it gets power. That usually points to a failed motor, a bad start capacitor on models that use one, or worn bearings. If the reset button trips again every time you run it, the motor is overheating. These are not worth chasing on your own.</p>
<p>Water dripping from the bottom of the disposal body is another sign to stop. A leak from the housing itself, rather than from a loose drain connection, means the internal seals have failed, and the unit needs to be replaced rather than repaired. If the switch does nothing at all, with no hum and no click, check the reset button and the breaker first, then suspect the wall switch or the wiring.</p>

<h2>Keeping the Jams From Coming Back</h2>
<p>Most of the jams we clear in DC-area kitchens trace back to a short list of things that should have gone in the trash or compost. Fall is a busy season for us, from pumpkin carving through Thanksgiving prep, so keep these out of the drain:</p>
<ul>
<li>Grease, oil and fat, which coat the chamber and harden in the pipes</li>
<li>Fibrous scraps such as celery, corn husks, onion skins and artichoke leaves</li>
<li>Potato peels, rice and pasta, which swell into a paste</li>
<li>Coffee grounds, which settle in the trap like wet sand</li>
<li>Pumpkin pulp and seeds, plus fruit pits, bones and shells</li>
</ul>
<p>Run cold water before, during and for several seconds after grinding, feed scraps in gradually rather than in one big load, and run the disposal every few days so the plate does not rust in place. Older row houses and apartment buildings in Columbia Heights, Mount Pleasant and Takoma Park often have narrower, older drain lines, so going easy on the disposal pays off twice.</p>

<h2>Getting It Fixed</h2>
<p>If the hex key would not budge the motor, or it hums even after it spins freely, our technicians can diagnose it on the spot and tell you honestly whether a repair or a new unit makes more sense. Set up a <a href="/services/garbage-disposal-repair">garbage disposal repair visit</a>, and if this is your first time using us, check our <a href="/coupons">current coupons</a> for a new-customer discount before you book.</p>
`,
};

export default post;
