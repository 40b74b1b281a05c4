import type { BlogPost } from '../types';

const post: BlogPost = {
  id: 10,
  slug: 'microwave-runs-but-wont-heat',
  title: "Microwave Runs but Won't Heat Food: Causes and Safe Checks",
  excerpt:
    'Light on, turntable spinning, food still cold? Learn what usually fails when a microwave stops heating, what you can safely check, and why the inside is off-limits.',
  date: '2025-09-14',
  author: 'Darnell Brooks',
  category: 'Microwave Repair',
  image:
    'An over-the-range microwave with its door open, interior light on and a mug of water sitting on the glass turntable',
  content: `
<p>The light comes on, the turntable spins, the fan hums and the timer counts down, but your leftovers come out just as cold as they went in. A microwave in this state is running its low-voltage side just fine. The problem is almost always in the high-voltage circuit that actually produces the microwaves. Before we get into the likely parts, there is one safety point every homeowner needs to hear.</p>

<h2>Why You Should Never Open the Cabinet</h2>
<p>A microwave contains a <strong>high-voltage capacitor</strong> that can store a dangerous, potentially lethal charge for a long time after the unit is unplugged. Removing the outer cover to poke around is not a safe DIY job, even for people who are comfortable swapping a light fixture. Everything in this article that we suggest you check is on the outside of the cabinet or at the wall. Anything inside belongs to a trained technician who knows how to discharge the capacitor properly and test the parts with the right meter.</p>

<h2>Simple Checks Before You Call</h2>
<ol>
<li><strong>Do the water test.</strong> Put a cup of tap water in a microwave-safe mug and run it on full power for one minute. Working microwaves leave the water noticeably hot. If it is barely warm, the unit is weak or not heating at all.</li>
<li><strong>Check the settings.</strong> Make sure the power level has not been left on a low setting and that the microwave is not in a demo or showroom mode. In demo mode the display, light and turntable work but nothing heats. Your owner's manual lists the button sequence to turn it off.</li>
<li><strong>Look at the door.</strong> The door has to close fully and latch firmly. A cracked latch hook, a bent door or food buildup around the frame can stop the door switches from closing, and on many models that means the magnetron never gets power.</li>
<li><strong>Check the power supply.</strong> Plug a countertop unit directly into a wall outlet rather than an extension cord or power strip, and avoid sharing a circuit with a toaster oven or coffee maker running at the same time.</li>
<li><strong>Give it time to cool down.</strong> If it heated at first and then stopped partway through a long cook, a thermal cutoff may have opened. Unplug it for half an hour and try the water test again.</li>
</ol>

<h2>The Parts That Usually Fail</h2>
<h3>High-voltage Diode</h3>
<p>The diode works with the capacitor to double the voltage fed to the magnetron. It is a common failure, and a bad one often comes with a loud buzz or hum while the microwave runs without heating.</p>
<h3>Magnetron</h3>
<p>The magnetron is the tube that generates the microwaves. They wear out with age and heavy use, and they can be damaged by running the oven empty or by metal causing arcing. A failed magnetron may also produce a burning smell.</p>
<h3>Door Switches</h3>
<p>Most microwaves have two or three interlock switches behind the latch. If one of them fails, the light and turntable may still work while the heating circuit stays off. A failed switch can also blow the main fuse, which usually leaves the whole unit dead rather than just cold.</p>
<h3>Capacitor, Transformer and Control Board</h3>
<p>Less often, the capacitor itself, the high-voltage transformer or a relay on the control board is the culprit. Testing these safely takes proper tools and training.</p>

<h2>Stop Using It If You Notice These</h2>
<ul>
<li>Sparks or arcing inside the cavity, especially near the waveguide cover on the side wall</li>
<li>A burning or hot electrical smell from the vents</li>
<li>A loud, harsh buzzing that is new</li>
<li>A door that no longer seals or has a damaged window screen</li>
</ul>
<p>Any of these means unplug the microwave and leave it off until it has been checked. For an over-the-range unit you cannot easily reach the plug for, switch off its breaker instead.</p>

<h2>Repair or Replace?</h2>
<p>For a basic countertop model, replacement often makes more sense than repair. Over-the-range and built-in microwaves are a different story: they are more expensive, they double as the range hood, and swapping one out means matching the cutout and venting. That is why we repair so many of them in condos around Navy Yard and NoMa and in kitchens from Rockville to Bowie. If you are weighing it up, our article on <a href="/blog/repair-or-replace-appliance">deciding whether to repair or replace</a> covers the factors we look at.</p>
<p>When the water test comes back cold and the settings all check out, schedule a <a href="/services/microwave-repair">microwave repair</a> and let a technician handle the high-voltage side safely. Tell us whether you hear buzzing or smell anything burning when it runs; those details help us narrow down whether it is the diode, the magnetron or a door switch before we even open it up.</p>
`,
};

export default post;
