import { sameDayBookBy } from '../booking';
import { business, serviceCallFeeLabel } from '../business';

/** A question and its answer, in plain text so the page and the FAQPage structured data say the same thing. */
export interface FaqItem {
  /** Stable anchor for the question, e.g. /faq#payment. */
  id: string;
  question: string;
  answer: string;
}

const openingTimes = business.hours.map((slot) => `${slot.label} ${slot.time}`).join(' and ');

export const faqItems: FaqItem[] = [
  {
    id: 'payment',
    question: 'What payment methods do you accept?',
    answer:
      'We accept cash, major credit cards (Visa, MasterCard, American Express and Discover) and checks. Payment is due when the repair is complete.',
  },
  {
    id: 'duration',
    question: 'How long does a typical repair take?',
    answer:
      'Most repairs take 1-2 hours. Our technicians carry the most common parts, so the majority of jobs are finished in a single visit.',
  },
  {
    id: 'adult-present',
    question: 'Does someone need to be home during the repair?',
    answer: 'Yes. An adult aged 18 or over must be present for the whole visit, from the diagnosis to the final test.',
  },
  {
    id: 'service-call-fee',
    question: 'Do you charge a service call fee?',
    answer: `Yes. The ${serviceCallFeeLabel} service call fee covers the diagnosis of your appliance, and it is applied to the repair total if you go ahead with the repair.`,
  },
  {
    id: 'warranty',
    question: 'Do your repairs come with a warranty?',
    answer: `Every repair carries a ${business.warrantyDays}-day parts and labour warranty. If the same issue comes back within ${business.warrantyDays} days, we fix it at no charge.`,
  },
  {
    id: 'area',
    question: 'Which areas do you serve?',
    answer:
      "We serve the Washington DC metro area: Washington DC, and Prince George's, Montgomery and Howard counties in Maryland, including Silver Spring, Bethesda, Rockville, Bowie, Greenbelt, Columbia, Gaithersburg and Laurel.",
  },
  {
    id: 'same-day',
    question: 'Do you offer same-day service?',
    answer: `Yes. Book online or call by ${sameDayBookBy} and we can usually have a technician at your door the same day, while that day's arrival windows last. Our lines are open ${openingTimes}.`,
  },
  {
    id: 'brands',
    question: 'Which brands do you repair?',
    answer:
      'We repair all major brands, including Whirlpool, GE, Samsung, LG, Frigidaire, Maytag, KitchenAid, Bosch, Electrolux and Kenmore.',
  },
  {
    id: 'licensed',
    question: 'Are your technicians licensed and insured?',
    answer: `Yes. Every ${business.name} technician is licensed and insured, and we have been repairing appliances in the DC area since ${business.foundedYear}.`,
  },
  {
    id: 'coupons',
    question: 'How do I use a coupon?',
    answer:
      'Book online with the coupon code, or give it when you call to book. Coupons cannot be combined, one coupon applies per service call, and they are for residential customers only.',
  },
];
