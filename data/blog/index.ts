import { blogCategories, type BlogCategory, type BlogPost } from './types';
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

export { blogCategories, type BlogCategory, type BlogPost } from './types';

/** The first and last publication days an article may carry. */
export const FIRST_POST_DAY = '2025-08-27';
export const LAST_POST_DAY = '2025-10-10';

/** Who writes for the blog, and the role shown beside their name. */
export const blogAuthors: Record<string, string> = {
  'Marcus Bell': 'Lead Technician',
  'Darnell Brooks': 'Senior Technician',
  'Elena Ortiz': 'Service Manager',
};

/** Where an author is introduced: their entry in the About page's "Who Writes Our Articles" section. */
export function authorProfilePath(author: string): string {
  return `/about#${authorAnchor(author)}`;
}

/** "Marcus Bell" -> "author-marcus-bell": the id of the author's entry on /about. */
export function authorAnchor(author: string): string {
  return `author-${author.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function isRealDay(day: string): boolean {
  if (!ISO_DAY.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}

/**
 * Checks the posts against the blog's rules (dates, categories, authors, unique slugs) and throws one error naming every problem. Runs once when this
 * module loads, so a bad edit to a post stops the server (and every test) instead of shipping.
 */
export function validateBlogPosts(list: readonly BlogPost[]): void {
  const problems: string[] = [];
  const seenIds = new Set<number>();
  const seenSlugs = new Set<string>();
  for (const post of list) {
    const name = `post ${post.id} (${post.slug})`;
    if (!Number.isInteger(post.id) || post.id < 1) problems.push(`${name}: id must be a positive integer`);
    if (seenIds.has(post.id)) problems.push(`${name}: duplicate id ${post.id}`);
    seenIds.add(post.id);
    if (!SLUG.test(post.slug)) problems.push(`${name}: slug must be lower-case words joined by hyphens`);
    if (seenSlugs.has(post.slug)) problems.push(`${name}: duplicate slug ${post.slug}`);
    seenSlugs.add(post.slug);
    if (!isRealDay(post.date)) problems.push(`${name}: date ${post.date} is not a calendar day (YYYY-MM-DD)`);
    else if (post.date < FIRST_POST_DAY || post.date > LAST_POST_DAY)
      problems.push(`${name}: date ${post.date} is outside ${FIRST_POST_DAY}..${LAST_POST_DAY}`);
    if (!(blogCategories as readonly string[]).includes(post.category))
      problems.push(`${name}: unknown category ${post.category}`);
    if (!(post.author in blogAuthors)) problems.push(`${name}: unknown author ${post.author}`);
    for (const field of ['title', 'excerpt', 'image', 'content'] as const) {
      if (post[field].trim() === '') problems.push(`${name}: ${field} is empty`);
    }
  }
  const used = new Set(list.map((post) => post.category));
  const unused = blogCategories.filter((category) => !used.has(category));
  if (unused.length > 0) problems.push(`categories without a post: ${unused.join(', ')}`);
  if (problems.length > 0) throw new Error(`Invalid blog posts:\n- ${problems.join('\n- ')}`);
}

const allPosts: BlogPost[] = [
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
];

validateBlogPosts(allPosts);

/** Every post, newest first (ties by id, newest first). */
export const posts: readonly BlogPost[] = [...allPosts].sort((a, b) => b.date.localeCompare(a.date) || b.id - a.id);

const bySlug = new Map(posts.map((post) => [post.slug, post]));

export function findPost(slug: string): BlogPost | undefined {
  return bySlug.get(slug);
}

export const postSlugs = (): string[] => posts.map((post) => post.slug);

/** "Garbage Disposal Repair" -> "garbage-disposal-repair" */
export function categorySlug(category: BlogCategory): string {
  return category.toLowerCase().replace(/[^a-z0-9]+/g, '-');
}

/** Every post an author wrote, newest first. */
export function postsBy(author: string): BlogPost[] {
  return posts.filter((post) => post.author === author);
}

/** The size every illustration in public/images/blog/ is drawn at (its width and height attributes). */
export const ILLUSTRATION_SIZE = { width: 320, height: 180 } as const;

/** The category's illustration, one of our own SVG files in public/images/blog/. */
export function postIllustration(post: Pick<BlogPost, 'category'>): string {
  return `/images/blog/${categorySlug(post.category)}.svg`;
}

const DAY_MS = 86_400_000;
const daysBetween = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / DAY_MS;

/**
 * Posts to read next: those in the same category first, then the rest; within each group the closest in
 * date (the newer one on a tie).
 */
export function relatedPosts(post: BlogPost, count = 3): BlogPost[] {
  const otherCategory = (other: BlogPost) => (other.category === post.category ? 0 : 1);
  const distance = (other: BlogPost) => daysBetween(other.date, post.date);
  return posts
    .filter((other) => other.slug !== post.slug)
    .sort((a, b) => otherCategory(a) - otherCategory(b) || distance(a) - distance(b) || b.date.localeCompare(a.date))
    .slice(0, count);
}
