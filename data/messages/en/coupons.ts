/** The words of /coupons and of its copy island (client/islands/coupons.tsx). */
export const coupons = {
  title: 'Appliance Repair Coupons',
  description: (codes: string, phone: string) =>
    `Save on appliance repair in the DC metro area: ${codes}. Book online with the code or give it when you call ${phone}.`,
  eyebrow: 'Coupons',
  heading: 'Save on Your Appliance Repair',
  /** Followed by the phone number as a link. */
  leadBeforePhone: 'Pick a coupon and book online with its code, or give it when you call',
  listLabel: 'Coupons',
  terms: 'Terms',
  ctaTitle: 'Ready to Book?',
  ctaText: (warrantyDays: number) =>
    `Book online with your code or give it on the phone, and we'll apply the discount to your repair. Every repair carries our ${warrantyDays}-day parts and labour warranty.`,
  code: 'Code',
  copy: 'Copy code',
  copied: 'Copied',
  hint: 'Book online with it, or give it when you call.',
  bookWithCode: 'Book with this code',
  copiedTitle: 'Coupon Code Copied!',
  copiedText: (code: string) => `The code ${code} was copied to your clipboard. Mention it when you call us to book.`,
  notCopiedTitle: 'Could Not Copy the Code',
  notCopiedText: (code: string, phone: string) =>
    `Your browser did not allow copying. Please note the code ${code} and mention it when you call ${phone}.`,
};
