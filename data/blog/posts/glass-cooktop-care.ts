import type { BlogPost } from '../types';

const post: BlogPost = {
  id: 8,
  slug: 'glass-cooktop-care',
  title: 'Glass Cooktop Care: Stains, Scratches and When a Crack Means Stop',
  excerpt:
    'Glass cooktops clean up beautifully with the right scraper and cream, but they scratch and crack more easily than people expect. Here is how to care for one, and why a crack means switching off the breaker.',
  date: '2025-09-10',
  author: 'Darnell Brooks',
  category: 'Cooktop Repair',
  image:
    'Illustration of a black glass cooktop being cleaned with a razor scraper held at a low angle, a bottle of cooktop cleaning cream beside it and a thin crack visible near one burner',
  content: `
<p>A smooth glass cooktop looks sharp in any kitchen and wipes down in seconds, right up until a pot boils over and bakes on or a dropped jar leaves a mark. The surface is a glass-ceramic built to handle high heat, but it has its own rules. Here is how to keep it clean and unmarked, and how to tell a cosmetic blemish from damage that makes the cooktop unsafe to use.</p>

<h2>Everyday Cleaning That Won't Harm the Glass</h2>
<ol>
<li><strong>Let it cool.</strong> Wait until the hot-surface indicator light goes out before you clean.</li>
<li><strong>Wipe with a damp cloth or non-scratch sponge.</strong> For daily grease and splatter, warm water and a drop of dish soap are enough. Dry with a soft towel so water spots don't form.</li>
<li><strong>Use a cooktop cleaning cream for heavier soil.</strong> Apply a small amount, work it in with a non-scratch pad or paper towel, and buff off the residue with a clean cloth.</li>
<li><strong>Use a razor scraper for burned-on spills.</strong> A single-edge blade in a holder, held at a low angle of about 30 degrees against the glass, lifts carbonized residue without scratching. Keep the blade sharp and flat; a nicked blade or one held upright can gouge the surface.</li>
</ol>
<p>Avoid steel wool, scouring powder, green scrub pads, oven cleaner and chlorine bleach. Many manufacturers also advise against ordinary glass cleaner, which can leave a streaky or rainbow film that bakes on the next time you cook.</p>

<h2>Spills to Deal With Right Away</h2>
<p>Sugar is the exception to the let-it-cool rule. Sugary spills such as jam, syrup or a candied sauce can bond to hot glass and leave permanent pits once they cool. Turn off the element, put on an oven mitt, and carefully push the spill off the hot zone with the razor scraper, then finish cleaning once the surface has cooled. Treat melted plastic, like a bread bag or a spatula left on a warm burner, the same way.</p>

<h2>Stains and Scratches: What's Cosmetic and What Isn't</h2>
<ul>
<li><strong>Metal marks.</strong> Aluminum and copper pans can leave silvery or gray streaks that look like scratches. They usually come off with cooktop cream.</li>
<li><strong>Mineral rings.</strong> White rings from boiled-over water or starchy pasta water usually lift with cream, or with a little white vinegar followed by a water rinse.</li>
<li><strong>Fine scratches.</strong> These come from grit trapped under a pan, from cast iron or stoneware dragged across the glass, or from rough pan bottoms. They are permanent but cosmetic, and they don't affect heating. Prevent them by lifting pans instead of sliding them, keeping pan bottoms clean, and using flat, smooth-bottomed cookware.</li>
<li><strong>Chips, especially along the edges.</strong> A chip is more serious than a scratch, because it can grow into a crack.</li>
</ul>

<h2>Why a Crack Means Stop</h2>
<p>A crack is never just cosmetic. Under the glass of a radiant cooktop sit electric heating elements, and under an induction top there are coils and electronics running on household voltage. A crack lets spills reach those parts, and it can spread as the glass heats and cools. If you find one:</p>
<ul>
<li>Stop using the cooktop at once, including the burners that look undamaged.</li>
<li>Switch off the cooktop's circuit breaker, and on a gas-on-glass model, close the gas shutoff as well.</li>
<li>Resist the urge to clean inside the crack or seal it with tape or glue.</li>
<li>Keep children and pets away from any sharp or raised edges.</li>
</ul>
<p>On most models the glass top is sold as a separate part, and a technician can check the elements, wiring and switches while replacing it. Whether that is worth doing depends on the cooktop's age and the cost of glass for your model, and we will give you a straight answer either way.</p>

<h2>Other Glass Cooktop Problems</h2>
<p>Not every issue is the glass itself. An element that won't heat, glows only on high, or stays at full power no matter where the knob is set usually points to the element, the infinite switch behind the knob, or on touch-control models, the control board. A hot-surface light that never goes out typically means a faulty limiter or control. If you have a full range rather than a built-in cooktop, the same parts apply, and our <a href="/services/stove-repair">stove repair</a> team handles both.</p>

<p>Cracked glass, a burner that won't warm up or an element stuck on high? Our <a href="/services/cooktop-repair">cooktop repair</a> technicians service radiant and induction models throughout DC and Prince George's, Montgomery and Howard counties. Customers 65 and older can take 15 percent off with the SENIOR15 code on our <a href="/coupons">coupons page</a>.</p>
`,
};

export default post;
