import type { BlogPost } from '../types';

const post: BlogPost = {
  id: 1,
  slug: 'self-clean-oven-cycle',
  title: "Should You Run Your Oven's Self-Clean Cycle?",
  excerpt:
    'The self-clean cycle heats your oven far past baking temperature, which can blow a thermal fuse or leave the door locked. Here is how to run it safely, and when a manual clean is the smarter choice.',
  date: '2025-08-27',
  author: 'Marcus Bell',
  category: 'Oven Repair',
  image:
    'Illustration of a range with its oven door locked during a self-clean cycle, a lock symbol glowing on the control panel and the racks set aside on the counter',
  content: `
<p>In the weeks before Thanksgiving, many of our oven calls start the same way: "I ran the self-clean cycle and now the oven won't work." Self-clean is a useful feature, and plenty of ovens run it for years without a problem. But it is the hardest job you can give an oven, so it pays to know what is happening inside before you press that button.</p>

<h2>What the Self-Clean Cycle Actually Does</h2>
<p>A traditional self-clean cycle, sometimes called pyrolytic cleaning, locks the door and drives the oven cavity to well above 800 degrees Fahrenheit for somewhere between two and six hours, depending on the model and the soil level you pick. At that heat, grease and baked-on food turn into a fine gray-white ash. A motorized or solenoid door lock keeps the door shut until the cavity cools below a safe temperature, which can take another hour or more. Some newer ranges also offer a steam-clean cycle that uses a cup of water and low heat. It is gentle on the parts, but it only loosens light soil.</p>

<h2>Why Self-Clean Can Break an Oven</h2>
<p>Those temperatures stress parts that normally never get that hot. The failures we see most often right after a self-clean cycle are:</p>
<ul>
<li><strong>A blown thermal fuse.</strong> Many ovens have a thermal fuse or high-limit cutoff that opens if the area around the cavity overheats. When it opens, the display may go dark or the oven may stop heating entirely. The fuse is doing its job, so the reason heat escaped, such as a worn door gasket or a blocked cooling fan, needs checking along with the fuse.</li>
<li><strong>A door lock stuck shut.</strong> The lock motor or its latch switch can fail in the locked position, leaving you with an oven you cannot open.</li>
<li><strong>A failed bake element or igniter.</strong> An electric element that was already weak often burns through under hours of extreme heat. On a gas oven, an aging igniter may stop drawing enough current to open the gas valve.</li>
<li><strong>Control board damage.</strong> The electronic control sits just above the oven, and heat rising around the door and vent can push a marginal board over the edge.</li>
</ul>
<p>Self-clean rarely breaks a healthy oven. It tends to finish off parts that were already near the end of their life, often the day before you need to roast a turkey.</p>

<h2>How to Run It Safely If You Decide To</h2>
<ol>
<li><strong>Pick your timing.</strong> Run it a few weeks before a holiday or a dinner party, never the day before, so there is time for a repair if something fails.</li>
<li><strong>Take everything out.</strong> Remove the racks unless your manual says they are self-clean safe, because standard chrome racks discolor and lose their smooth glide. Remove the broiler pan, any foil and oven thermometers too.</li>
<li><strong>Scrape out loose debris and wipe up grease puddles.</strong> Large spills smoke heavily and can flare. Do not use commercial oven cleaner on a self-cleaning enamel finish, and do not scrub or cover the door gasket.</li>
<li><strong>Ventilate.</strong> Turn on the range hood and open a window. In a compact row house kitchen or a condo, the smoke can set off detectors in the next room. If you keep pet birds, move them well away from the kitchen, since birds are very sensitive to the fumes.</li>
<li><strong>Stay home for the whole cycle and cool-down.</strong> Make sure your smoke and carbon monoxide alarms work, and keep children away from the door glass, which gets very hot.</li>
</ol>

<h2>When Self-Clean Is Not Worth the Risk</h2>
<p>If your oven is more than about ten years old, if the bake element already looks blistered, or if the door gasket is torn or flattened, we usually suggest skipping the high-heat cycle. A paste of baking soda and water spread on the cool oven floor, left overnight and wiped out with a damp cloth and a plastic scraper, handles most messes with no stress on the parts.</p>

<h2>What to Do If the Oven Quits After Self-Clean</h2>
<p>First, give it time. Let the oven cool completely; the door lock often releases on its own once the cavity drops below its lockout temperature. If the door stays locked or the display is blank, switch off the oven's circuit breaker for a couple of minutes and then switch it back on. Do not force the latch or pry the door, because that can bend a hinge or break the lock assembly. On a gas range, if you smell gas at any point, leave the house and call the gas utility from outside.</p>
<p>If the reset does not help, or the oven now heats slowly or not at all, the cause is most likely a fuse, element, igniter or board, which takes a meter to pin down. Our post on an <a href="/blog/oven-not-reaching-temperature">oven that won't reach temperature</a> covers the heating side in more detail.</p>

<p>If your oven went quiet partway through a cleaning cycle or the door refuses to unlock, our technicians sort out these post-self-clean failures across DC, Bethesda, Silver Spring and Bowie, often on the same day. Book an <a href="/services/oven-repair">oven repair visit</a> and we will track down which part gave up before the holiday cooking starts.</p>
`,
};

export default post;
