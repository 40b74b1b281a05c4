import type { BlogPost } from '../types';

const post: BlogPost = {
  id: 17,
  slug: 'hard-water-dishwasher-care',
  title: 'Hard Water and Your Dishwasher: How to Keep Glasses Clear',
  excerpt:
    'Cloudy glasses and white crust inside the tub usually point to hard-water minerals. Learn how to tell film from etching, use rinse aid and citric acid, and protect your dishwasher.',
  date: '2025-09-28',
  author: 'Elena Ortiz',
  category: 'Dishwasher Repair',
  image:
    'Two drinking glasses side by side on a dishwasher rack, one cloudy with white mineral film and one sparkling clear, with a bottle of rinse aid and a lemon in the background',
  content: `
<p>Foggy drinking glasses and a chalky white crust on the door and tub floor are classic signs of hard water. The dissolved calcium and magnesium in tap water are left behind every time water evaporates from a surface, and a dishwasher heats and dries thousands of surfaces every week. Water across the DC area is generally considered moderately hard, so this is one of the most common complaints we hear from customers in the District and in Montgomery, Prince George's and Howard counties. Most of it can be fixed with a few habits and the right products.</p>

<h2>Film or Etching? Find Out Which One You Have</h2>
<p>Cloudy glassware has two very different causes, and the fix depends on which one you are dealing with. Try this simple test: soak one cloudy glass in plain white vinegar for about five minutes, then rinse and dry it.</p>
<ul>
<li><strong>The glass comes out clear:</strong> the cloudiness was mineral film from hard water. It can be prevented and removed.</li>
<li><strong>The glass stays cloudy:</strong> the surface is probably etched. Etching is tiny pitting in the glass itself, often caused by too much detergent in soft water or very hot, long washes. It is permanent, so the goal becomes preventing it on your other glasses.</li>
</ul>
<p>If you want to know how hard your own water is, look up your utility's annual water quality report. DC Water publishes one for the District, and WSSC Water publishes one for most of Montgomery and Prince George's counties. Homes on a private well should have the water tested.</p>

<h2>Everyday Habits That Beat Hard-Water Spots</h2>
<ol>
<li><strong>Keep the rinse aid dispenser full.</strong> Rinse aid helps water sheet off dishes instead of drying in droplets, and droplets are what leave spots behind. If you still see spots, turn the dispenser setting up a notch; the dial is usually under the dispenser cap.</li>
<li><strong>Use a good detergent, in the right amount.</strong> Quality pods or tablets often include a water-softening agent. Overdosing does not help and can leave its own residue.</li>
<li><strong>Scrape, but skip the heavy pre-rinse.</strong> Modern detergents rely on enzymes that need some food soil to work on. Plates rinsed spotless before loading can leave the detergent with nothing to do, which can contribute to filmy glasses.</li>
<li><strong>Start with hot water.</strong> Run the kitchen tap until it turns hot before you start a cycle, so the first fill is not cold water from the pipe. This matters in row houses where the water heater sits in the basement, a long way from the kitchen.</li>
<li><strong>Use heated dry or a sanitize option</strong> if your model offers one and spotting is a problem.</li>
</ol>
<p>A few European-built dishwashers have a built-in softener with a salt reservoir under the lower rack. If yours does, fill it with dishwasher salt only, never table salt.</p>

<h2>Monthly Descaling: The Citric Acid Cycle</h2>
<p>Once a month, or whenever you see white buildup in the tub, give the machine a descaling cycle. Empty the dishwasher completely, add citric acid powder or a commercial dishwasher cleaner to the detergent cup (follow the package directions for the amount), and run the hottest, longest cycle with no dishes inside. Citric acid dissolves mineral scale on the tub, spray arms and heating element.</p>
<p>While you are at it, clean the filter. Many dishwashers made in the last decade have a manual filter under the lower spray arm that twists out. Rinse it under the tap and scrub the mesh with a soft brush. Then check the spray arms: pull them off (most unclip or unscrew by hand) and clear any scale-blocked holes with a toothpick. If a spray arm is hard to remove or the tub has standing water afterward, our article on <a href="/blog/dishwasher-standing-water">standing water in the dishwasher</a> walks through the drain side of the machine.</p>

<h2>When Hard Water Turns Into a Repair</h2>
<p>Over the years, scale does more than spoil the look of your glasses. It can clog the small screen inside the water inlet valve, coat the heating element and build up in the pump. Call a technician if you notice any of the following:</p>
<ul>
<li>The dishwasher fills slowly, does not seem to fill enough, or hums at the start of the cycle without water coming in.</li>
<li>Dishes come out cold and wet even with heated dry on.</li>
<li>The spray arms are clear but dishes on the top rack still come out dirty.</li>
<li>An error code appears, or water leaks from under the door.</li>
</ul>
<p>Before touching anything below the door, switch off the dishwasher's breaker and close the hot water valve under the sink. The inlet valve, heating element and pump are wired to line voltage, so those repairs are best left to a trained technician.</p>

<h2>Get Spotless Glasses Back</h2>
<p>If descaling and rinse aid have not cleared things up, or your dishwasher shows any of the signs above, our licensed technicians can check the inlet valve, heater and pump and tell you exactly what scale has done inside the machine. Book a visit through our <a href="/services/dishwasher-repair">dishwasher repair</a> page, often with same-day service anywhere from Capitol Hill to Columbia.</p>
`,
};

export default post;
