import type { BlogPost } from '../types';

const post: BlogPost = {
  id: 15,
  slug: 'freezer-frost-buildup',
  title: "Frost Building Up in Your Freezer? What It's Telling You",
  excerpt:
    'Where the frost forms tells you why. Learn how to read frost near the door, on the back wall or in the floor of your freezer, and which causes you can fix yourself.',
  date: '2025-09-24',
  author: 'Marcus Bell',
  category: 'Freezer Repair',
  image:
    'The inside of a frost-free freezer with a thick layer of white frost covering the back panel and frosty packages on the shelves',
  content: `
<p>A frost-free freezer should not have frost. A thin dusting on a package that was just put away is normal, but a fuzzy white layer on the walls, ice sheets on the floor or frost you can scrape off with a spoon are all signs that something is not right. The useful part is that the location of the frost is a strong clue to the cause. Here is how our technicians read it, and what you can do before you call.</p>

<h2>Why Frost Forms in the First Place</h2>
<p>Frost is moisture from the air that freezes on the coldest surface it finds. In a frost-free refrigerator, that surface is supposed to be the <strong>evaporator coil</strong>, hidden behind a panel at the back of the freezer. Periodically, often once or twice a day, a <strong>defrost heater</strong> warms the coil for a short time, the frost melts, and the water runs down a drain to a pan under the refrigerator, where it evaporates. Frost builds up where you can see it when too much moist air gets in, or when that defrost system stops doing its job.</p>
<p>Chest freezers and many compact or older upright freezers are manual-defrost models. For those, some frost is expected, and the fix is simply to defrost them once the layer gets to about a quarter inch thick.</p>

<h2>Frost Near the Door or on the Front of Shelves</h2>
<p>Frost concentrated around the door opening, on the front edge of shelves or on items nearest the door almost always means warm, humid air is getting in. In the DC area, where summer humidity hangs on well into September, a small air leak shows up quickly. Common causes:</p>
<ul>
<li><strong>A worn or torn door gasket.</strong> Close the door on a dollar bill at several points around the seal. If it slides out with no resistance, the gasket is not sealing there.</li>
<li><strong>A dirty or twisted gasket.</strong> Clean it with warm soapy water and dry it. A gasket that has folded over can sometimes be reshaped with gentle warmth from a hair dryer.</li>
<li><strong>A door that does not close on its own.</strong> The refrigerator should tilt back slightly so doors swing shut. Adjust the front leveling legs or rollers if it leans forward.</li>
<li><strong>An overpacked freezer.</strong> A package or the ice bin sticking out just a little can hold the door open a crack all night.</li>
<li><strong>Frequent or long door openings,</strong> which are common in a busy household.</li>
</ul>

<h2>Frost on the Back Wall</h2>
<p>A heavy, even coat of frost on the rear panel, especially one that keeps growing, points to a <strong>defrost system failure</strong>. The usual suspects are the defrost heater, the defrost thermostat (sometimes called the bimetal), or the defrost timer or control board. As frost packs the evaporator coil, air can no longer pass through it. Many people first notice that the freezer still feels cold but the fresh-food section is warming up, since the cold air for both sides comes from that same coil. If that sounds familiar, our article on a <a href="/blog/refrigerator-not-cooling">refrigerator running but not cooling</a> describes the same chain of events from the other side.</p>

<h2>Ice on the Freezer Floor</h2>
<p>A sheet of ice on the bottom of the freezer, or water dripping under the crisper drawers, usually means the <strong>defrost drain</strong> is blocked. The water from each defrost cycle cannot get out, so it refreezes inside. A clog can come from food debris or from ice forming in the drain itself, and it sometimes goes hand in hand with a weak defrost heater.</p>

<h2>Defrosting Safely and What Happens Next</h2>
<ol>
<li>Unplug the refrigerator or freezer, or switch off its breaker.</li>
<li>Move food into coolers with ice packs, or into a neighbor's freezer.</li>
<li>Lay towels on the floor and in the bottom of the freezer, and leave the door open. A bowl of hot water set on a shelf speeds things up.</li>
<li>Let the frost melt on its own. Do not chip at it with a knife or screwdriver, which can puncture the evaporator or a refrigerant line, and keep heat guns away from plastic liners.</li>
<li>Dry the interior, plug it back in, and wait until the freezer reaches 0°F before reloading.</li>
</ol>
<p>A full manual defrost is a useful test. If the frost on the back wall comes back within a few days or weeks, a defrost part has failed and melting it again only buys time. Front-of-freezer frost that returns after you have cleaned the gasket and leveled the unit usually means the gasket needs to be replaced.</p>

<h2>Getting the Defrost System Fixed</h2>
<p>Diagnosing a defrost heater, thermostat or control board takes a meter and some disassembly of the freezer's back panel, which is where our technicians come in. Whether it is a side-by-side in a Bethesda kitchen or an upright freezer in a Bowie basement, a <a href="/services/freezer-repair">freezer repair visit</a> gets the defrost cycle working again before the frost costs you a load of groceries. If you have already defrosted it, let us know when you call; a freshly thawed coil changes how we test the system.</p>
`,
};

export default post;
