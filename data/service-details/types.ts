/**
 * A typical total for one repair in US dollars, parts and labour, with the service call fee already credited.
 * The owner edits these as prices move; pages print them as "$150–$320".
 */
export interface PriceRange {
  from: number;
  to: number;
}

/** One thing a homeowner notices, what a technician usually finds behind it, and what fixing it tends to cost. */
export interface CommonProblem {
  symptom: string;
  cause: string;
  price: PriceRange;
}

/** What a service page says beyond the one line every service has. */
export interface ServiceDetail {
  /**
   * The hero's headline for the washer, dryer and refrigerator pages, e.g. "Washer repair in DC and Maryland,
   * usually the same day". Without one the page keeps the service's name as its title.
   */
  headline?: string;
  /** Intro paragraphs under the hero. */
  intro: string[];
  /** Exactly eight, in the order the page lists them. */
  problems: CommonProblem[];
  /** Brands we repair, for the brands section. */
  brands: string[];
  /** A paragraph about the brands and kinds of machines we work on. */
  brandsText: string;
  /** What the technician does on a visit for this appliance, in order. */
  visit: string[];
}

export const priceLabel = ({ from, to }: PriceRange): string => `$${from}–$${to}`;
