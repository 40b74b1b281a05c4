import type { BlogPost } from '../types';

const post: BlogPost = {
  id: 9,
  slug: 'gas-burner-clicks-wont-light',
  title: "Gas Stove Burner Clicking but Won't Light? What to Check",
  excerpt:
    'A burner that clicks and clicks without catching usually has a misaligned cap, clogged ports or a dirty spark electrode. Here is how to check each one safely.',
  date: '2025-09-12',
  author: 'Marcus Bell',
  category: 'Stove Repair',
  image:
    'A gas cooktop with one burner grate and cap lifted off, showing the round burner head, its ring of gas ports and the small white ceramic spark electrode beside it',
  content: `
<p>You turn the knob, hear that familiar tick-tick-tick, smell a little gas and get no flame. We hear about it from kitchens all over DC and the Maryland suburbs, and the cause is often something you can see and fix with the stove cool and a few minutes of careful cleaning. The clicking itself tells us something useful: the ignition system has power and is trying to spark. What is missing is a spark strong enough, gas in the right place, or both.</p>

<h2>How a Sealed Gas Burner Lights</h2>
<p>Most modern ranges use sealed burners. When you turn a knob to <em>Lite</em>, a switch behind the knob sends power to a spark module, which fires a high-voltage spark from a small ceramic-insulated <strong>spark electrode</strong> next to each burner. At the same time, gas flows through a tiny brass orifice into the <strong>burner head</strong>, out through the ring of ports and under the <strong>burner cap</strong>. The cap spreads the gas evenly so the spark can catch it and carry the flame all the way around.</p>
<p>If any one of those parts is dirty, wet, cracked or out of position, you get clicking with no flame or a burner that lights only on one side.</p>

<h2>Safety First</h2>
<p>Do not keep the knob on Lite for more than a few seconds when a burner will not catch. Turn it off, let the gas clear for a minute, and open a window if you can smell it. If the smell of gas is strong or does not fade once every knob is off, stop troubleshooting, get everyone out of the house and call your gas utility or 911 from outside. Our <a href="/blog/appliance-emergency-first-steps">guide to appliance emergencies</a> walks through those first steps in more detail.</p>
<p>Before you clean anything, make sure all knobs are off and the grates are cool, then unplug the range or switch off its breaker so the igniters cannot fire while your fingers are near the electrode.</p>

<h2>What You Can Check Yourself</h2>
<ol>
<li><strong>Reseat the burner cap.</strong> Lift off the grate and look at the cap. If it is tilted or shifted even slightly, the gas will not reach the spark properly. Set it so it sits flat and centered; on many models it drops into a notch or locating pin. It is often the whole fix after someone has wiped down the cooktop.</li>
<li><strong>Dry things out.</strong> A boil-over or a soapy cleaning leaves water in the burner head and around the electrode, and wet parts do not spark well. Remove the cap and head, let them dry completely for a few hours, or dry them with a hair dryer on a low setting before putting them back.</li>
<li><strong>Clear the ports.</strong> Burnt-on food and grease can close up the small holes around the burner head. Clean them with a straightened paper clip or a sewing needle. Skip toothpicks, because a broken tip stuck in a port is harder to remove than the original grime.</li>
<li><strong>Clean the electrode.</strong> Gently brush the white ceramic electrode with a dry toothbrush or a cotton swab dampened with rubbing alcohol. Look closely at the ceramic: a hairline crack lets the spark leak to ground instead of jumping to the burner.</li>
<li><strong>Watch the spark.</strong> With power restored and the room lights dimmed, turn the knob to Lite and look for a crisp blue spark at the electrode. A weak orange spark, or a spark at some burners but not this one, points to a part problem rather than dirt.</li>
</ol>

<h2>Clues That Point to a Bigger Problem</h2>
<ul>
<li><strong>All burners click at once:</strong> this is normal on many ranges. Every electrode fires together when any knob is turned.</li>
<li><strong>Clicking that will not stop after the flame lights, or with every knob off:</strong> usually moisture in a spark switch behind a knob, a failing switch or a bad spark module.</li>
<li><strong>No gas smell and no flame on one burner while the others work:</strong> the orifice or the valve for that burner may be blocked, which is a job for a technician.</li>
<li><strong>No clicking at all on any burner:</strong> check the outlet and breaker first, then suspect the spark module.</li>
</ul>
<p>In a pinch, you can light a working sealed burner with a long fireplace lighter: hold the flame at the ports first, then turn the knob. Never try it where you suspect a gas leak.</p>

<h2>When the Clicking Needs a Technician</h2>
<p>Replacing spark switches, a spark module, a cracked electrode or a burner valve means working on gas connections and high-voltage wiring under the cooktop, so it is best left to someone who does it every day. We see plenty of older ranges in Capitol Hill row houses and Bethesda kitchens where the parts are still available and the stove has many good years left in it.</p>
<p>If your burner still only clicks after you have reseated the cap, dried everything out and cleaned the electrode, <a href="/services/stove-repair">book a stove repair visit</a> and one of our licensed technicians can usually have the burner lighting cleanly the same day. Mention the clicking pattern you noticed when you call, since that helps us bring the right parts on the truck.</p>
`,
};

export default post;
