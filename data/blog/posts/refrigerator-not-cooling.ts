import type { BlogPost } from '../types';

const post: BlogPost = {
  id: 21,
  slug: 'refrigerator-not-cooling',
  title: 'Refrigerator Running but Not Cooling: Likely Causes',
  excerpt:
    'Fridge humming and lit but the milk is warm? Check the settings, vents, door seals and condenser coils, then learn the signs of a failed evaporator fan, defrost fault or compressor.',
  date: '2025-10-06',
  author: 'Darnell Brooks',
  category: 'Refrigerator Repair',
  image:
    "An open refrigerator with its light on and a thermometer on the middle shelf reading too warm, while a technician's flashlight shines on the condenser coils underneath",
  content: `
<p>A refrigerator that has power, lights up and hums, yet will not keep food cold, is one of the most stressful calls we get, because the clock is ticking on everything inside. The good news is that a fridge that runs but does not cool usually has a specific, findable cause. Some you can fix yourself in a few minutes; others need a technician. Here is how to narrow it down, starting with the easy checks.</p>

<h2>First, Protect Your Food</h2>
<p>Put an appliance thermometer on the middle shelf. Food safety guidance calls for the fresh-food section to stay at 40°F or below and the freezer at 0°F. Keep the doors shut as much as possible while you troubleshoot. If the fridge is above 40°F, move milk, meat, leftovers and other perishables to a cooler with ice or to a second fridge.</p>

<h2>Quick Checks You Can Do Yourself</h2>
<ol>
<li><strong>Look at the settings.</strong> Controls get bumped during cleaning or by kids. Also check that the fridge is not in a showroom or demo mode, which on some models keeps the lights and display working while the cooling system stays off. Your owner's manual explains how to exit it.</li>
<li><strong>Clear the vents.</strong> Most refrigerators feed cold air from the freezer into the fresh-food section through vents. A frozen pizza box or a bag of ice pushed against a vent can leave the fridge warm while the freezer seems fine.</li>
<li><strong>Test the door seals.</strong> Close the door on a dollar bill. If it slides out with no resistance, the gasket is not sealing at that spot. Clean the gasket with warm soapy water and check that nothing inside is propping the door open.</li>
<li><strong>Clean the condenser coils.</strong> Unplug the refrigerator first. On most models the coils are underneath behind the front grille; on older models they are on the back. Use a coil brush and a vacuum to remove dust and pet hair. Dirty coils cannot shed heat, and the fridge struggles, especially during a humid DC-area summer.</li>
<li><strong>Give it breathing room.</strong> A fridge jammed into a tight built-in space, or sitting in a hot garage or unconditioned basement, may not keep up.</li>
</ol>
<p>After any of these fixes, give the refrigerator several hours to a full day to pull the temperature back down before you judge the result.</p>

<h2>Listen to the Fans</h2>
<p>Your refrigerator has two fans that matter here, and a dead one is a very common cause of poor cooling.</p>
<ul>
<li><strong>Condenser fan:</strong> on most modern models it sits near the compressor at the bottom back. It should run whenever the compressor runs. If the compressor hums but the fan is still, or the fan is blocked by debris, the system overheats and cools poorly.</li>
<li><strong>Evaporator fan:</strong> inside the freezer, behind the rear panel. It moves cold air through both compartments. On many models it stops when a door opens, so press the door switch with the freezer door open and listen. Silence, or a loud squeal or chirp, suggests a failing fan motor.</li>
</ul>

<h2>Frost on the Freezer Wall: A Defrost Problem</h2>
<p>Frost-free refrigerators melt the frost off the evaporator coil at regular intervals using a defrost heater, a thermostat or sensor, and a timer or control board. When any of those fails, frost keeps building until it chokes the airflow. The typical sign is a freezer that is still fairly cold while the fridge warms up, often with a thick, snowy layer of frost on the back wall of the freezer. Our article on <a href="/blog/freezer-frost-buildup">frost building up in your freezer</a> explains the symptoms in more detail.</p>
<p>As a stopgap, you can unplug the refrigerator, empty it and leave the doors open with towels down for about a day so the ice melts. Cooling will usually return for a while, but the frost will come back until the failed defrost part is replaced.</p>

<h2>When It Is the Compressor or Sealed System</h2>
<p>If the coils are clean, the fans run and there is no frost buildup, the problem may be deeper. A compressor that clicks on and off every few minutes without starting can point to a failed start relay or overload, which is a fairly routine repair. A compressor that runs constantly while nothing gets cold can point to a refrigerant leak or a failing compressor. Sealed system work must be done by a technician certified to handle refrigerant, and on an older refrigerator it is worth weighing against replacement.</p>
<p>Please do not chip at ice with a knife or pull panels off the freezer interior with the power on. Unplug the unit first, and leave electrical testing to a professional.</p>

<h2>Warm Fridge? Let Us Take a Look</h2>
<p>If the quick checks did not bring the temperature down, a technician can test the fans, defrost system and compressor and tell you exactly what failed, often with same-day service across the District and nearby Maryland. Request a visit through our <a href="/services/refrigerator-repair">refrigerator repair</a> page before more of your groceries are at risk.</p>
`,
};

export default post;
