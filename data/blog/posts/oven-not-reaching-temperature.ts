import type { BlogPost } from '../types';

const post: BlogPost = {
  id: 16,
  slug: 'oven-not-reaching-temperature',
  title: 'Oven Not Reaching Temperature or Baking Unevenly? Start Here',
  excerpt:
    'Cakes raw in the middle or cookies burnt on one side? Learn how to test your oven with a thermometer, recalibrate it, and spot a failing element, igniter or sensor.',
  date: '2025-09-26',
  author: 'Darnell Brooks',
  category: 'Oven Repair',
  image:
    'An open electric oven with an oven thermometer on the center rack and a sheet of cookies browned darker on one side than the other',
  content: `
<p>Recipes that used to work now come out pale, gummy in the middle or scorched on one side. Preheating takes forever, or the oven beeps ready long before it feels hot. Heating complaints are among the most common oven calls we take across Montgomery and Prince George's counties, and they get more frequent as holiday baking season approaches. Here is how to tell a simple fix from a failed part.</p>

<h2>First, Measure What Your Oven Is Really Doing</h2>
<p>Before blaming any part, find out how far off the oven actually is. The built-in display only shows what the oven's own sensor reports, so use an inexpensive oven thermometer.</p>
<ol>
<li>Place the thermometer in the center of the middle rack.</li>
<li>Set the oven to 350°F and let it preheat.</li>
<li>Wait about 20 minutes after the preheat signal, then read the thermometer without opening the door if you can see it through the window.</li>
<li>Take several readings over the next half hour and average them.</li>
</ol>
<p>Ovens cycle on and off, so the temperature normally swings above and below the setting. What matters is the average. If it lands within about 10 to 15 degrees of 350°F, your oven is probably fine and the issue is technique or placement. If it is consistently off by 25 degrees or more, or never gets close, keep reading.</p>

<h2>If the Oven Runs Consistently Hot or Cool</h2>
<p>An oven that heats normally but settles at the wrong temperature can often be <strong>recalibrated</strong>. Most digital ovens have a temperature offset setting, commonly adjustable by up to about 35 degrees in either direction; your owner's manual will show the button sequence. Older ovens with a dial often have a calibration screw behind the knob. Adjust, then test again.</p>
<p>If the readings drift, for example correct one day and 40 degrees low the next, the <strong>temperature sensor</strong> (the thin probe at the upper back of the oven cavity) may be failing. A technician can check its resistance against the manufacturer's specification. Make sure the sensor is not touching the oven wall, which can throw off its reading.</p>

<h2>If the Oven Heats Slowly or Not at All</h2>
<h3>Electric Ovens: The Bake and Broil Elements</h3>
<p>Turn the oven to bake and, after a minute or two, look at the bottom element through the window. It should glow evenly red. A dark section, a visible break, or a blister or bubble on the element means it has failed. Many newer ovens use a <strong>hidden bake element</strong> under the floor panel, so you will not see a glow; instead, the oven heats only from the broil element at the top, browning tops and leaving bottoms pale. You can check the broil element the same way on the broil setting.</p>
<p>Replacing an element involves disconnecting live terminals, so if you attempt it, switch off the oven's breaker first, not just the control panel.</p>
<h3>Gas Ovens: The Igniter</h3>
<p>Most gas ovens use a hot surface <strong>igniter</strong>, a glow bar that must get hot enough to open the gas valve. As it ages, it still glows but draws too little current, so the valve opens late or not at all. The signs are a long delay before the burner lights, a faint whoomp on ignition, or an oven that never gets up to temperature. If the igniter glows but no flame appears after about 90 seconds, turn the oven off. Igniter and gas valve work belong with a trained technician, and if you ever smell gas, turn everything off and get out of the house.</p>

<h2>If It Bakes Unevenly</h2>
<p>Uneven results are often about how the oven is being used rather than a broken part:</p>
<ul>
<li><strong>Foil on the oven floor</strong> blocks airflow and can reflect heat or even damage the finish. Use a baking sheet on a lower rack to catch drips instead.</li>
<li><strong>Crowded racks</strong> or pans touching the oven walls block the flow of hot air around food.</li>
<li><strong>Short preheats:</strong> the ready signal often arrives before the walls are fully heated. Give it another 10 to 15 minutes for baking.</li>
<li><strong>A worn door gasket</strong> lets heat escape, leaving cooler spots near the front.</li>
<li><strong>A convection fan that does not spin</strong> will leave a convection oven browning unevenly; listen for it when convection is selected.</li>
</ul>
<p>An oven that is not level can also cause cakes to bake lopsided, something we notice in older DC row houses with settled floors. A bubble level on the rack will tell you quickly.</p>

<h2>A Word About Self-Clean</h2>
<p>A lot of failed elements, sensors and thermal fuses show up right after a self-clean cycle, because it pushes the oven far hotter than normal cooking. If your oven started acting up just after a clean, mention it to the technician. Our article on <a href="/blog/self-clean-oven-cycle">whether to run the self-clean cycle</a> explains the risks.</p>
<p>If the thermometer test shows your oven is way off, or the element will not glow, schedule an <a href="/services/oven-repair">oven repair appointment</a> well before your next big bake. Our technicians carry common elements, igniters and sensors, so many heating problems are fixed on the first visit, and the repair comes with our 90-day parts and labor warranty.</p>
`,
};

export default post;
