import type { BlogPost } from '../types';

const post: BlogPost = {
  id: 3,
  slug: 'front-load-washer-smell',
  title: 'How to Stop Front-Load Washer Mold and Odor for Good',
  excerpt:
    'That musty smell from a front-load washer comes from moisture and residue trapped in the door seal, dispenser drawer and drain filter. Here is a cleaning routine that gets rid of it and keeps it away.',
  date: '2025-08-31',
  author: 'Elena Ortiz',
  category: 'Maintenance',
  image:
    'Illustration of a front-load washer with its door open, a gloved hand wiping the folds of the rubber door seal and the detergent drawer pulled out to dry',
  content: `
<p>Front-load washers clean well and use far less water than the old top-loaders, but they have one well-known weakness: a sour, musty smell that can work its way into freshly washed towels. I hear about it constantly, especially from customers with basement laundry rooms during our humid Washington summers. The smell almost never means the washer is broken. It means moisture and residue are sitting somewhere they can't dry out, and mildew is growing there.</p>

<h2>Where the Smell Comes From</h2>
<p>A front-loader's door seals watertight, so whatever moisture is left after a wash stays inside. The usual sources are:</p>
<ul>
<li><strong>The door boot.</strong> The folds of the rubber gasket around the door opening hold water, lint, hair and the occasional sock. Pull back the lower folds and you may find black spots or a slimy film.</li>
<li><strong>Detergent and softener residue.</strong> Too much detergent, or regular detergent instead of HE, leaves a film on the outer tub that you never see. Liquid fabric softener adds a waxy layer that bacteria feed on.</li>
<li><strong>The dispenser drawer.</strong> The drawer and the housing behind it stay damp and collect gunk, particularly in the softener compartment.</li>
<li><strong>The drain pump filter.</strong> Behind a small access panel at the bottom front of most front-loaders sits a filter that catches coins, buttons and lint. Water stands in it between washes and can smell like a swamp.</li>
<li><strong>Cold-only washing.</strong> Cold water is fine for most clothes, but if you never run a warm or hot cycle, residue builds up faster.</li>
</ul>

<h2>A Deep Clean to Reset the Washer</h2>
<ol>
<li><strong>Clean the gasket.</strong> With the drum empty and gloves on, wipe inside every fold of the door boot with warm water and a little dish soap, or the diluted bleach solution your manual recommends. Pick out any hair or debris caught in the folds.</li>
<li><strong>Remove the dispenser drawer.</strong> Most pull all the way out after you press a release tab. Soak the drawer in hot soapy water, scrub it with an old toothbrush, and wipe out the cavity it slides into.</li>
<li><strong>Empty the drain pump filter.</strong> Unplug the washer first. Put down towels and a shallow baking dish, because more water comes out than most people expect. If there is a small drain tube beside the filter, use it to let the water out, then slowly unscrew the filter counterclockwise. Rinse it, clear the opening, and screw it back in snugly so it doesn't leak.</li>
<li><strong>Run the cleaning cycle.</strong> Use the Tub Clean or Clean Washer cycle with the drum empty and either a washer cleaner tablet or the amount of bleach your manual specifies. Never combine bleach with vinegar, ammonia or other cleaners, because the fumes are dangerous.</li>
<li><strong>Dry it out.</strong> Wipe the gasket and door glass with a dry towel and leave the door open afterward.</li>
</ol>

<h2>Habits That Keep the Odor Away</h2>
<ul>
<li>Use HE detergent and measure it by the label for your load size instead of filling the cap to the brim.</li>
<li>Go easy on liquid fabric softener, or switch to dryer balls.</li>
<li>Move wet laundry to the dryer as soon as the cycle ends rather than leaving it overnight.</li>
<li>Leave the door and the dispenser drawer slightly open between loads so air can circulate. With small children or pets in the house, close the door once the drum is dry and always look inside before starting a load.</li>
<li>Run the cleaning cycle once a month, and wash towels and sheets on a hot cycle now and then.</li>
<li>In a damp basement, a dehumidifier helps the whole laundry area, including the washer, dry out between loads.</li>
</ul>
<p>For more routines like these, see our article on <a href="/blog/appliance-habits-that-extend-life">everyday habits that make appliances last longer</a>.</p>

<h2>When the Smell Points to Something Else</h2>
<p>If the odor is back within a few days of a thorough cleaning, look further. A gasket with mold grown into the rubber, or one that is torn, will not come clean and should be replaced. A sewer smell, as opposed to a musty one, often comes from the drain standpipe or its trap rather than the washer. And water left in the drum after the cycle finishes means the washer is not draining fully, which keeps feeding the smell; our guide to a <a href="/blog/washer-wont-drain">washer that won't drain</a> walks through that problem.</p>

<p>When the door boot is torn, the drain filter keeps filling with sludge, or the musty smell outlasts your best cleaning, our technicians can replace the seal or clear the drain system on most front-load brands. Request a <a href="/services/washer-repair">washer repair appointment</a> and mention the odor when you book so we arrive with the right parts.</p>
`,
};

export default post;
