import type { BlogPost } from './types';
import applianceEmergencyFirstSteps from './posts/appliance-emergency-first-steps';
import applianceHabitsThatExtendLife from './posts/appliance-habits-that-extend-life';
import beforeTheTechnicianArrives from './posts/before-the-technician-arrives';
import dishwasherStandingWater from './posts/dishwasher-standing-water';
import dryerNotHeating from './posts/dryer-not-heating';
import dryerTakesTwoCycles from './posts/dryer-takes-two-cycles';
import fallApplianceMaintenanceChecklist from './posts/fall-appliance-maintenance-checklist';
import freezerFrostBuildup from './posts/freezer-frost-buildup';
import frontLoadWasherSmell from './posts/front-load-washer-smell';
import garbageDisposalHumming from './posts/garbage-disposal-humming';
import gasBurnerClicksWontLight from './posts/gas-burner-clicks-wont-light';
import glassCooktopCare from './posts/glass-cooktop-care';
import hardWaterDishwasherCare from './posts/hard-water-dishwasher-care';
import iceMakerNotMakingIce from './posts/ice-maker-not-making-ice';
import microwaveRunsButWontHeat from './posts/microwave-runs-but-wont-heat';
import newDishwasherInstallation from './posts/new-dishwasher-installation';
import ovenNotReachingTemperature from './posts/oven-not-reaching-temperature';
import refrigeratorLeakingWater from './posts/refrigerator-leaking-water';
import refrigeratorNotCooling from './posts/refrigerator-not-cooling';
import repairOrReplaceAppliance from './posts/repair-or-replace-appliance';
import selfCleanOvenCycle from './posts/self-clean-oven-cycle';
import washerShakingDuringSpin from './posts/washer-shaking-during-spin';
import washerWontDrain from './posts/washer-wont-drain';

/** All articles, newest first. */
export const posts: BlogPost[] = [
  applianceEmergencyFirstSteps,
  applianceHabitsThatExtendLife,
  beforeTheTechnicianArrives,
  dishwasherStandingWater,
  dryerNotHeating,
  dryerTakesTwoCycles,
  fallApplianceMaintenanceChecklist,
  freezerFrostBuildup,
  frontLoadWasherSmell,
  garbageDisposalHumming,
  gasBurnerClicksWontLight,
  glassCooktopCare,
  hardWaterDishwasherCare,
  iceMakerNotMakingIce,
  microwaveRunsButWontHeat,
  newDishwasherInstallation,
  ovenNotReachingTemperature,
  refrigeratorLeakingWater,
  refrigeratorNotCooling,
  repairOrReplaceAppliance,
  selfCleanOvenCycle,
  washerShakingDuringSpin,
  washerWontDrain,
].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);
