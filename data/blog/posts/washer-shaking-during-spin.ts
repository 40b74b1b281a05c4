import type { BlogPost } from '../types';

const post: BlogPost = {
  id: 6,
  slug: 'washer-shaking-during-spin',
  title: 'Washer Shaking or Walking Across the Floor During Spin',
  excerpt:
    'A washer that bangs, shakes or walks during the spin cycle usually has an unbalanced load, uneven feet or worn suspension parts. Here is what to check, in order, and when the noise means a bigger repair.',
  date: '2025-09-06',
  author: 'Marcus Bell',
  category: 'Washer Repair',
  image:
    'Illustration of a front-load washer rocking during a spin cycle with motion lines around it, a bubble level resting on top and an adjustable leveling foot shown in close-up',
  content: `
<p>Few appliance noises are as alarming as a washer that starts banging in the middle of a spin and creeps across the floor toward the door. Beyond the racket, a washer that shakes hard can stretch its fill hoses, pull the drain hose out of the standpipe and damage the floor or its own suspension. In most homes the fix is simple, so work through the list below from the easiest check to the hardest.</p>

<h2>Start With the Load</h2>
<p>An unbalanced load is the most common cause. At spin speed, a wet mass stuck to one side of the drum throws the whole machine around. Typical offenders:</p>
<ul>
<li>A single heavy item washed alone, such as a bath mat, a pair of jeans or a comforter.</li>
<li>Bulky bedding that wads up into a ball on one side of the drum.</li>
<li>Water-resistant items such as rain jackets or mattress protectors, which trap water and stay heavy. Check the care label and your washer's manual before washing them.</li>
<li>Overloading, which leaves no room for clothes to redistribute.</li>
</ul>
<p>Stop the cycle, wait for the door to unlock, spread the load evenly around the drum, and add a couple of towels to balance a lone heavy item. Most modern washers sense an imbalance and will slow or pause the spin. If you get frequent unbalanced-load messages with ordinary loads, something mechanical is likely off.</p>

<h2>Make Sure the Washer Is Level and Solid</h2>
<ol>
<li>Set a level on top of the washer, first side to side, then front to back.</li>
<li>Press down on opposite corners. If the cabinet rocks at all, one foot isn't touching the floor.</li>
<li>Turn the leveling legs to adjust, then tighten the locknut on each leg up against the cabinet. A leg whose locknut is loose will work its way out of adjustment with every spin.</li>
<li>Many top-loaders have self-adjusting rear legs. Tip the washer forward a few inches and set it back down to let them settle.</li>
</ol>
<p>Unplug the washer before you tip or move it, and if it has to come out more than a few inches, shut the hot and cold valves first so you don't strain the fill hoses. It is a two-person job.</p>
<p>The floor matters too. Upstairs laundry closets in older DC row houses and second-floor laundry rooms in newer townhomes sit on wooden joists that flex far more than a concrete basement slab. Anti-vibration pads help on any floor, and a sturdy plywood platform can spread the load. If the floor itself bounces when you walk near the washer, bring in a contractor to look at the framing.</p>

<h2>Brand-new Washer? Check the Shipping Bolts</h2>
<p>Front-load washers ship with long bolts through the back panel that lock the tub in place during transport. If the installer missed them, the very first spin shakes violently and can damage the machine. Look at the back panel for three or four bolts or plastic spacers, remove them as the installation guide describes, and press the plastic caps that came with the washer into the holes. Keep the bolts in case you move.</p>

<h2>Worn Suspension Parts</h2>
<p>If the load is balanced and the washer is level but it still shakes, the parts that hold the tub steady are probably worn.</p>
<ul>
<li><strong>Front-loaders</strong> use shock absorbers or dampers below the tub and springs above it. Worn dampers let the tub bounce and bang against the cabinet, and a broken spring lets the tub sag to one side.</li>
<li><strong>Top-loaders</strong> typically hang the tub on suspension rods with springs at each corner, while some older designs rely on friction pads called snubbers. Worn rods or pads let the tub swing and knock the cabinet during spin.</li>
<li><strong>Tub bearings</strong> are a different story. A loud rumble or roar that grows with spin speed, sometimes with rust streaks on the back of the outer tub, points to failed bearings, usually after a leaking tub seal let water in. That is a major repair, and worth a proper diagnosis before you weigh it against replacement; our guide on <a href="/blog/repair-or-replace-appliance">whether to repair or replace</a> can help with that decision.</li>
</ul>
<p>If the shaking started along with slow draining or water left in the drum, a partly blocked drain can leave the tub heavy at spin time; see our post on a <a href="/blog/washer-wont-drain">washer that won't drain</a>.</p>

<p>Balanced the load, leveled the feet and it still sounds like a drum solo in your laundry room? Schedule a <a href="/services/washer-repair">washer repair</a> and we will check the dampers, springs and bearings. Our technicians work across Washington DC and the Maryland suburbs from Rockville to Laurel, often the same day you reach us.</p>
`,
};

export default post;
