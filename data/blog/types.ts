/** The sixteen blog categories; every one is used by at least one post. */
export const blogCategories = [
  'Washer Repair',
  'Refrigerator Repair',
  'Dryer Repair',
  'Oven Repair',
  'Dishwasher Repair',
  'Freezer Repair',
  'Emergency Repair',
  'Maintenance',
  'Appliance Installation',
  'Tips',
  'Ice Maker Repair',
  'Garbage Disposal Repair',
  'Microwave Repair',
  'Stove Repair',
  'Cooktop Repair',
  'General',
] as const;

export type BlogCategory = (typeof blogCategories)[number];

/** An ISO calendar day, e.g. 2025-09-14. */
export type IsoDay = `${number}-${number}-${number}`;

export interface BlogPost {
  id: number;
  slug: string;
  title: string;
  /** One or two sentences shown on the blog card and used as the page description. */
  excerpt: string;
  date: IsoDay;
  author: string;
  category: BlogCategory;
  /** Alt text describing the article's illustration. */
  image: string;
  /** Article body as HTML, rendered from the Markdown of data/blog/posts/<slug>.md: h2/h3, p, ul/ol/li, strong, em and internal links only. */
  content: string;
}
