import type { BlogPost } from '../types';

const post: BlogPost = {
  id: 13,
  slug: 'fall-appliance-maintenance-checklist',
  title: 'A Fall Appliance Maintenance Checklist for DC-Area Homes',
  excerpt:
    'After a humid DC summer and before holiday cooking, a weekend of simple checks on your dryer vent, fridge coils, oven, washer hoses and dishwasher filter can head off breakdowns.',
  date: '2025-09-20',
  author: 'Elena Ortiz',
  category: 'Maintenance',
  image:
    'A checklist on a clipboard resting on a laundry room dryer, with fallen autumn leaves visible through the window and the dryer vent hood outside',
  content: `
<p>Fall is the season when our schedule fills up with appliances that quietly struggled all summer and finally give out just as the ovens start working overtime. Months of humid DC weather are hard on refrigerators and front-load washers, falling leaves clog dryer vents, and Thanksgiving puts more load on an oven in one afternoon than it sees in most weeks. A few hours of maintenance in September or October is the cheapest way we know to avoid a November emergency. Here is the checklist our technicians would run through in their own homes.</p>

<h2>Laundry Room</h2>
<h3>Clean the Dryer Vent, Inside and Out</h3>
<p>Drying times go up in cooler months as more heavy sweaters and bedding go through, and a lint-clogged vent is both a fire hazard and the most common reason we find when a dryer takes two cycles. Clean the lint screen every load, and once a year disconnect the duct from the back of the dryer and clear it out. Outside, make sure the vent hood flap opens freely and is not packed with leaves or nesting material, a common problem on townhouses in Bowie and Gaithersburg where the vent sits low on the wall. Our article on <a href="/blog/dryer-takes-two-cycles">a dryer that takes two cycles</a> explains what to look for.</p>
<h3>Inspect the Washer Hoses</h3>
<p>Pull the washer out far enough to see the fill hoses. Bulges, cracks, rust at the fittings or dampness at the connections mean replace them now. If you still have plain rubber hoses, braided stainless steel hoses are a worthwhile upgrade. Make sure you know where the hot and cold shutoff valves are and that they turn.</p>
<h3>Dry Out the Front-Loader</h3>
<p>Summer humidity is tough on front-load washers. Wipe the door gasket, check the folds for hair and socks, clean the dispenser drawer and run a cleaning cycle. Leaving the door cracked open between loads helps. See our guide to <a href="/blog/front-load-washer-smell">stopping front-load washer mold and odor</a> if yours already smells musty.</p>

<h2>Kitchen</h2>
<h3>Refrigerator and Freezer After a Hot Summer</h3>
<ul>
<li>Vacuum the condenser coils, found behind the bottom grille or on the back, after a summer of hard work. Unplug the fridge first.</li>
<li>Wipe the door gaskets with warm soapy water and check that they seal evenly all the way around.</li>
<li>Replace the water filter if it is due, and check the supply line behind the fridge for drips.</li>
<li>Clear out the freezer before holiday shopping, and make sure it holds 0°F with the fresh-food side around 37°F.</li>
</ul>
<h3>Oven and Range</h3>
<p>Test your oven well before you need it for a turkey. Set it to 350°F with an inexpensive oven thermometer on the middle rack and see whether it gets there and holds. Clean gas burner caps and ports so they light cleanly, and check that every burner lights on the first few clicks. If you plan to run the self-clean cycle, do it several weeks ahead rather than the day before guests arrive, because the extreme heat can be the final straw for a tired part. We cover the pros and cons in <a href="/blog/self-clean-oven-cycle">should you run your oven's self-clean cycle</a>.</p>
<h3>Dishwasher and Disposal</h3>
<ul>
<li>Twist out and rinse the dishwasher filter at the bottom of the tub, and check that the spray arms spin freely.</li>
<li>Run hot water at the kitchen sink before starting the dishwasher so it fills with hot water from the start.</li>
<li>Keep the disposal in good shape ahead of holiday cooking by running it with plenty of cold water and keeping grease and fibrous scraps out of it.</li>
</ul>

<h2>Safety Checks for Gas Homes</h2>
<p>Many homes across Prince George's and Montgomery counties and in older DC neighborhoods cook or dry with natural gas. As windows close for the season:</p>
<ul>
<li>Test your carbon monoxide alarms and replace batteries, with at least one alarm on each level and near sleeping areas.</li>
<li>Look at burner flames: they should be mostly blue and steady. Tall yellow flames or soot deserve a service call.</li>
<li>Keep the area around gas dryers and ranges clear of stored boxes, paint cans and cleaning supplies.</li>
</ul>

<h2>Know When to Hand It Off</h2>
<p>The checks above are all safe for most homeowners, provided you unplug the appliance or switch off its breaker before cleaning near electrical parts. Anything that involves opening a panel, gas connections or a noise, smell or leak you cannot explain is a job for a technician.</p>
<p>If your checklist turns up a dryer that runs hot, an oven that will not hold temperature or a washer hose that is already weeping, get it fixed now, before the holiday rush fills the calendar. Glance at our <a href="/coupons">coupons page</a> before you book; homeowners 65 and older can take 15 percent off with the senior coupon.</p>
`,
};

export default post;
