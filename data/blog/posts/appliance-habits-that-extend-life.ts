import type { BlogPost } from '../types';

const post: BlogPost = {
  id: 22,
  slug: 'appliance-habits-that-extend-life',
  title: 'Everyday Habits That Make Your Appliances Last Longer',
  excerpt:
    'Small routines, like measuring detergent, cleaning lint and coils, and scraping instead of rinsing dishes, prevent many of the breakdowns we see. Here are the habits that pay off most.',
  date: '2025-10-08',
  author: 'Elena Ortiz',
  category: 'Tips',
  image:
    'A tidy kitchen and laundry nook with a front-load washer door left ajar, a lint screen being cleared, and a coil brush leaning against a refrigerator grille',
  content: `
<p>Many of the repairs our technicians handle were not bad luck. They were the slow result of small habits: a little too much detergent every week, a lint screen left for a month, a coin in a pocket. None of that means anyone did something wrong; most people were simply never told. The upside is that a handful of easy routines can keep your appliances running longer and spare you a few service calls. Here are the ones we recommend to every household, from a Capitol Hill row house to a family home in Laurel.</p>

<h2>In the Laundry Room</h2>
<ul>
<li><strong>Measure the detergent.</strong> High-efficiency washers use much less water than older machines, and they need only a small dose of HE detergent. Extra soap leaves residue, feeds odors and makes the machine work harder to rinse.</li>
<li><strong>Empty pockets.</strong> Coins, keys, hair pins and bra underwires are a common reason drain pumps jam and drums get scratched.</li>
<li><strong>Do not overload either machine.</strong> Overstuffed washers strain the suspension and bearings; overstuffed dryers run longer and dry unevenly.</li>
<li><strong>Leave the front-loader door and dispenser drawer open after washing,</strong> and wipe the rubber door boot now and then, so moisture can escape.</li>
<li><strong>Pull the lint out of the dryer screen after each load,</strong> and have the vent duct cleaned regularly. Lint buildup slows drying and is a fire hazard.</li>
<li><strong>Check the washer fill hoses</strong> once or twice a year for bulges or cracks. Braided stainless steel hoses are a worthwhile upgrade, particularly for a second-floor laundry closet where a burst hose would soak the ceiling below.</li>
</ul>

<h2>In the Kitchen</h2>
<h3>Refrigerator and Freezer</h3>
<ul>
<li>Vacuum the condenser coils, behind the bottom grille or on the back, a couple of times a year, more often with shedding pets. Unplug the fridge before you do it.</li>
<li>Wipe the door gaskets so they stay soft and seal well, and keep food from blocking the air vents inside.</li>
<li>Replace the water filter on the schedule in your manual if you have an ice maker or dispenser.</li>
<li>Divide big batches of hot soup or chili into shallow containers before refrigerating, so the fridge is not fighting a pot full of heat.</li>
</ul>
<h3>Dishwasher</h3>
<ul>
<li>Scrape plates into the trash, but skip the heavy pre-rinse, and clean the filter at the bottom of the tub regularly.</li>
<li>Keep rinse aid topped up, and descale occasionally if you have hard water. Our guide to <a href="/blog/hard-water-dishwasher-care">hard water and your dishwasher</a> explains how.</li>
</ul>
<h3>Range, Oven and Microwave</h3>
<ul>
<li>Wipe spills once the surface has cooled, before they bake on. On glass cooktops, use flat-bottomed pans and avoid sliding heavy cast iron.</li>
<li>Do not line the oven floor with aluminum foil. It can block airflow and, in some ovens, fuse to the enamel.</li>
<li>Go easy on the self-clean cycle; its very high heat is hard on some components. Read <a href="/blog/self-clean-oven-cycle">should you run your oven's self-clean cycle</a> before you press the button.</li>
<li>Never run a microwave empty, and keep the inside clean so food splatter does not burn onto the walls.</li>
</ul>

<h2>Under the Sink</h2>
<p>Run cold water while the garbage disposal is on and for a few seconds after. Keep grease, coffee grounds, eggshells and stringy peels such as celery and corn husks out of it. Feed scraps in gradually instead of packing the chamber full.</p>

<h2>Power, Placement and Paying Attention</h2>
<ol>
<li><strong>Plug major appliances directly into a proper outlet,</strong> not an extension cord or power strip. In older DC homes, have an electrician confirm that circuits suit modern appliances.</li>
<li><strong>Keep appliances level.</strong> A washer that is not level shakes and wears its suspension faster, and a refrigerator that tilts forward may not close its doors properly.</li>
<li><strong>Give them room to breathe.</strong> Refrigerators and dryers need some clearance for air, especially in a warm basement or a humid summer kitchen.</li>
<li><strong>Act on early warning signs.</strong> A new squeal, a small leak, a burning smell or a cycle that suddenly takes longer rarely fixes itself. Catching it early often means a smaller repair.</li>
</ol>
<p>For a season-by-season version of these tasks, see our <a href="/blog/fall-appliance-maintenance-checklist">fall appliance maintenance checklist</a>.</p>

<h2>Let Us Catch the Small Problems Early</h2>
<p>If one of your appliances is already making a new noise or acting up, a quick visit now is usually simpler than a bigger repair later. Our team has been keeping DC-area appliances running since 2010; tell us what you are noticing on our <a href="/contact">contact page</a> and we will send a technician out.</p>
`,
};

export default post;
