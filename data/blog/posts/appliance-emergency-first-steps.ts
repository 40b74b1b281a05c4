import type { BlogPost } from '../types';

const post: BlogPost = {
  id: 14,
  slug: 'appliance-emergency-first-steps',
  title: 'Appliance Emergencies: Leaks, Gas Smells and Sparks. What to Do First',
  excerpt:
    'Smell gas, see water spreading or spot sparks from an appliance? The first few minutes matter. Here is what to do, in order, before you think about repairs.',
  date: '2025-09-22',
  author: 'Darnell Brooks',
  category: 'Emergency Repair',
  image:
    'A kitchen with a range, refrigerator and dishwasher, with simple icons marking the gas shutoff, the water supply valve under the sink and the home electrical panel',
  content: `
<p>Most appliance problems can wait a day. A few cannot. A gas smell, water spreading across the floor, or sparks and a burning smell from an appliance all call for quick, calm action, and what you do in the first few minutes matters far more than anything a repair technician does later. Take a moment now, while nothing is wrong, to learn where your shutoffs are. In a DC row house the water main is often in the basement along the front wall; in a newer Rockville or Laurel townhouse it may be in a utility closet near the water heater.</p>

<h2>If You Smell Gas</h2>
<p>Natural gas has a rotten-egg odor added so you will notice it. If the smell is strong, spreading, or you cannot immediately trace it to something simple, treat it as a leak.</p>
<ol>
<li><strong>Do not create a spark.</strong> Do not turn lights or appliances on or off, do not unplug anything, do not use a lighter or match, and do not ring a doorbell or use a phone inside the house.</li>
<li><strong>Get everyone out.</strong> Leave the door open behind you if that is easy, and take pets with you. Do not stop to open every window or search for the source.</li>
<li><strong>Call from outside, at a safe distance.</strong> Phone your gas utility's emergency line or 911 once you are well away from the building. Depending on where you live in the region, your gas company is likely Washington Gas or BGE. They will send someone to make the home safe.</li>
<li><strong>Stay out until you are cleared.</strong> Do not go back in, even to grab something quickly, until the utility or fire department says it is safe.</li>
</ol>
<p>If the odor is faint and you can see that a stove knob was left slightly on, turning that knob off and airing out the kitchen is reasonable. If the smell lingers after that, follow the steps above. A carbon monoxide alarm going off is also an emergency: get everyone outside into fresh air and call 911.</p>

<h2>If Water Is Leaking</h2>
<p>Water damage spreads fast, especially through the ceilings of a two-story row house or into the unit below in an apartment building. Your priority is stopping the flow, then keeping yourself away from electricity.</p>
<ul>
<li><strong>Washing machine:</strong> turn off the hot and cold valves behind the washer, usually two small handles on the wall box.</li>
<li><strong>Dishwasher:</strong> turn off the valve under the kitchen sink that feeds it, typically on the hot water line.</li>
<li><strong>Refrigerator or ice maker:</strong> close the valve on the small water line, usually under the sink or on a pipe in the basement below the kitchen.</li>
<li><strong>If you cannot find the appliance valve</strong> or it will not close, shut off the main water valve for the home.</li>
</ul>
<p>Do not walk through standing water that is near outlets, power strips or a plugged-in appliance. If the water is deep or is reaching electrical connections, turn off the power at the breaker panel only if you can reach it while standing on a dry floor; otherwise stay out and call an electrician or the fire department. Once the flow is stopped and power is safe, unplug the appliance, mop up, and take photos for your insurance company. For slow leaks that are not yet a flood, our guide to <a href="/blog/refrigerator-leaking-water">tracking down water under a refrigerator</a> can help you find the source.</p>

<h2>If You See Sparks, Smoke or Smell Burning</h2>
<ol>
<li><strong>Cut the power at the breaker.</strong> Switch off the circuit for that appliance at the electrical panel. If an outlet or plug is sparking, scorched or hot, do not grab the cord; use the breaker instead.</li>
<li><strong>Keep the door closed on a fire inside an oven or microwave.</strong> Turn it off and leave the door shut so the fire runs out of air. Opening it feeds the flames.</li>
<li><strong>Never use water on an electrical or grease fire.</strong> A fire extinguisher rated for class C fires, such as a common ABC unit, is the right tool for a small fire.</li>
<li><strong>Get out if it spreads.</strong> If flames are growing or smoke is filling the room, leave, close doors behind you and call 911 from outside.</li>
</ol>
<p>Even if the smell fades and nothing looks damaged, do not switch the appliance back on. A burning smell usually means wiring, a motor or a heating element has overheated, and it can happen again.</p>

<h2>After the Immediate Danger Has Passed</h2>
<p>Once the gas utility has cleared the house, the water is off or the breaker is off, the appliance can wait for a proper diagnosis. Write down what you saw, heard and smelled, and when it happened; note the brand and model number if you can reach the label safely. Our article on <a href="/blog/before-the-technician-arrives">what to do before the technician arrives</a> covers the rest.</p>
<p>When the house is safe and you need that washer, range or refrigerator working again, <a href="/contact">contact us for same-day service</a> anywhere from Washington DC to Columbia and Greenbelt. Our licensed and insured technicians will find out exactly what failed and tell you plainly whether the appliance is safe to keep using.</p>
`,
};

export default post;
