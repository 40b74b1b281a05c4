import type { BlogPost } from '../types';

const post: BlogPost = {
  id: 4,
  slug: 'refrigerator-leaking-water',
  title: 'Water Under the Refrigerator? How to Find the Source',
  excerpt:
    'A puddle under the fridge can come from a clogged defrost drain, a cracked water line, a loose filter or an ice maker overflow. Here is how to trace the leak step by step and what you can fix yourself.',
  date: '2025-09-02',
  author: 'Marcus Bell',
  category: 'Refrigerator Repair',
  image:
    'Illustration of a refrigerator pulled slightly away from the wall with a small puddle on the kitchen floor, paper towels laid along the front edge and a flashlight pointed at the water line behind it',
  content: `
<p>A puddle in front of the refrigerator is easy to mop up and hard to ignore, because it keeps coming back. Before you start worrying about the compressor, know that most refrigerator leaks come from a handful of parts that handle water, and most of them have nothing to do with cooling. Finding the one that is leaking is mostly a matter of looking in the right places, in the right order.</p>

<h2>Make It Safe and Dry First</h2>
<ul>
<li>Wipe up all the water. Laminate and hardwood swell quickly, and in a row house a slow kitchen leak can show up as a stain on the basement ceiling below.</li>
<li>If your fridge has an ice maker or water dispenser, find the shutoff valve for its supply line. It is usually under the kitchen sink, behind the fridge, or in the basement ceiling directly under the kitchen. Close it if water is actively dripping.</li>
<li>Unplug the refrigerator or switch off its breaker before you pull it out or reach behind it, and roll it out slowly so you don't crush or kink the water line.</li>
</ul>

<h2>Where Is the Water Showing Up?</h2>
<p>Lay dry paper towels along the front edge and sides, then check them every few hours. Where the water collects, and when, narrows things down quickly.</p>

<h3>Inside the Fridge, Under the Crisper Drawers, or Ice on the Freezer Floor</h3>
<p>This is the classic sign of a clogged defrost drain. Periodically, the defrost heater melts frost off the freezer's evaporator coil, and that water runs down a drain tube to a pan under the fridge, where it evaporates. If food particles or ice block the drain, the water backs up, freezes into a sheet on the freezer floor, or overflows into the fresh food section and out the front. On many models you can clear it by unplugging the fridge, locating the drain opening at the back of the freezer floor (sometimes behind a removable panel), and flushing it slowly with warm water from a turkey baster. Never chip at the ice with a knife or ice pick; one slip can puncture a refrigerant line. If the drain freezes solid again within days, the defrost heater or its control may be failing, and our article on <a href="/blog/freezer-frost-buildup">frost building up in the freezer</a> explains the warning signs.</p>

<h3>Under the Middle or at the Back</h3>
<p>Check the drain pan. It sits under the fridge and is reached either by removing the toe grille at the front or from the back near the compressor. A cracked pan, or one knocked out of position, lets defrost water onto the floor. Next, look at the water supply line where it connects to the inlet valve on the lower back of the cabinet. Older installations often used thin plastic tubing that turns brittle and cracks, and compression nuts can loosen over time. A cracked inlet valve body will drip each time the ice maker fills.</p>

<h3>Only After Using the Dispenser or When the Ice Maker Fills</h3>
<p>Look at the water filter first. A filter that isn't fully seated, a worn O-ring, a cracked filter housing or a generic filter that doesn't quite fit can all drip, sometimes inside the fridge and sometimes behind the grille. Remove it and reseat it following your manual. If the ice maker's fill tube freezes, incoming water spills over the ice mold instead of into it, runs down the back wall of the freezer and can end up on the floor. Our <a href="/blog/ice-maker-not-making-ice">step-by-step ice maker check</a> covers the fill tube and inlet valve in more detail.</p>

<h3>Drips on the Outside or Sweating Inside</h3>
<p>On a muggy July afternoon, humid air rushes in every time the door opens. A torn door gasket, a door that won't swing shut on its own, or a fridge that tilts forward lets that air keep coming in, and it condenses into drips. Most refrigerators should lean very slightly backward so the doors close by themselves; adjust the front leveling legs or rollers to get there. Clean the gaskets with warm soapy water, and if one is split, or a dollar bill closed in the door slides out with no resistance, the gasket should be replaced.</p>

<h2>When to Call a Technician</h2>
<ul>
<li>The defrost drain keeps freezing over after you have cleared it.</li>
<li>The inlet valve or the water line behind the unit is cracked and you would rather not replace it yourself.</li>
<li>Water seems to come from inside the door or the dispenser housing.</li>
<li>Along with the leak, the fridge is warming up, frosting over or running nonstop.</li>
</ul>

<p>If you have traced the leak but can't get at it, or the puddle returns no matter what you clear, book a <a href="/services/refrigerator-repair">refrigerator repair</a> visit. We cover DC plus Montgomery, Prince George's and Howard counties, and we will pin down the leaking part before the water gets into your subfloor.</p>
`,
};

export default post;
