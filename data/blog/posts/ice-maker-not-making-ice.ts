import type { BlogPost } from '../types';

const post: BlogPost = {
  id: 12,
  slug: 'ice-maker-not-making-ice',
  title: 'Ice Maker Stopped Making Ice? A Step-by-Step Check',
  excerpt:
    'Before you call about an empty ice bin, work through the shutoff arm, freezer temperature, water filter, supply line and a frozen fill tube, in that order.',
  date: '2025-09-18',
  author: 'Marcus Bell',
  category: 'Ice Maker Repair',
  image: 'An open freezer showing a refrigerator ice maker with its wire shutoff arm lowered above an empty ice bin',
  content: `
<p>An empty ice bin always seems to show up at the worst time: a July cookout in Silver Spring, a houseful of guests, a hot night in a top-floor apartment. The good news is that an ice maker depends on a short chain of simple things, namely power, cold, and water at the right pressure, and a lot of ice maker calls turn out to be one link in that chain that a homeowner can fix in minutes. Work through these checks in order, starting with the easiest.</p>

<h2>Step 1: Make Sure It Is Switched On</h2>
<p>Most ice makers have a way to turn them off, and it is easy to bump. Older and many current designs use a <strong>wire shutoff arm</strong> (sometimes called a bail arm) that stops production when it is raised; lower it all the way. Others use a small on/off switch on the ice maker itself or a setting on the refrigerator's control panel. While you are there, check that the ice bin is seated fully in place, because some models will not make ice if the bin is slightly out of position.</p>

<h2>Step 2: Check the Freezer Temperature</h2>
<p>The ice maker will not start a harvest cycle until its mold gets cold enough, and that depends on the freezer. Set the freezer to <strong>0°F</strong>, then check it with an appliance thermometer placed between frozen packages for a few hours. If the freezer is running in the teens or warmer, the ice maker may cycle very slowly or stop, and the real issue is a cooling problem. In that case our article on a <a href="/blog/refrigerator-not-cooling">refrigerator running but not cooling</a> is the better place to start. Dirty condenser coils or a door that does not seal are common reasons during humid DC summers.</p>

<h2>Step 3: Follow the Water</h2>
<p>If the freezer is cold and the ice maker is on, the next suspect is the water supply. A quick test helps: if your refrigerator has a door dispenser, press it for water. Strong flow suggests the supply is fine and the problem is at the ice maker. A slow trickle or nothing at all points to the filter, the line or the valve.</p>
<ol>
<li><strong>Replace the water filter.</strong> A filter that is overdue, usually after about six months, or one that was installed incorrectly can choke the water flow. If you changed the filter recently and the ice stopped right after, remove it and reinstall it firmly, or try a genuine replacement.</li>
<li><strong>Check the shutoff valve.</strong> Follow the small supply line from the back of the refrigerator to where it connects, usually under the kitchen sink or in the basement below. Make sure the valve is fully open. Older saddle valves that clamp onto a copper pipe are prone to clogging and leaking and are worth upgrading.</li>
<li><strong>Look for kinks.</strong> Pull the refrigerator out gently and check that the line behind it has not been crushed or kinked, which often happens after cleaning behind the fridge or after a move.</li>
<li><strong>Consider water pressure.</strong> The refrigerator's <strong>water inlet valve</strong> needs a minimum household water pressure to open properly. Low pressure can cause small, hollow cubes or none at all.</li>
</ol>

<h2>Step 4: Look for a Frozen Fill Tube</h2>
<p>Water reaches the ice mold through a short fill tube at the back of the ice maker. If water drips slowly into it, it can freeze solid and block the path. You may see a plug of ice where the tube enters the mold. With the refrigerator unplugged, you can thaw it with a hair dryer on its lowest setting held several inches away, keeping water and the dryer well apart. If it freezes up again within days, the inlet valve is likely leaking through or the water pressure is too low, and that needs a technician.</p>

<h2>Step 5: Clear Jams and Clumps</h2>
<p>Sometimes the ice maker is working and the problem is the ice itself. Cubes fused into a solid block in the bin, or a cube wedged in the ejector, can stop the cycle. Empty the bin, break up any clumps, and check the mold for a stuck cube. Repeated clumping can mean the freezer is warming up and refreezing. A new refrigerator or a freshly replaced ice maker can take a full day to produce its first batch, and it is wise to throw out the first few.</p>

<h2>When It Is Time for a Repair</h2>
<p>If the ice maker is on, the freezer holds 0°F, water flows from the dispenser and there is no ice in the fill tube, the likely culprits are the water inlet valve, the ice maker module or a control board. Water pooling under the fridge alongside the ice problem also calls for a closer look; see our guide to <a href="/blog/refrigerator-leaking-water">finding a refrigerator leak</a>.</p>
<p>If you have worked through all five steps and the bin is still empty, book an <a href="/services/ice-maker-repair">ice maker repair</a>. Let us know the brand and model number from the label inside the fresh-food compartment, and whether water still comes from the dispenser, so our technician can come prepared with the right valve or ice maker assembly.</p>
`,
};

export default post;
