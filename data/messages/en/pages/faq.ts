/** The words of /faq around the questions themselves (data/site/faq.ts). */
export const faq = {
  title: 'Frequently Asked Questions',
  description: (warrantyDays: number) =>
    `Answers about payment, repair times, the service call fee, our ${warrantyDays}-day warranty, same-day service and the brands and areas we cover.`,
  eyebrow: 'FAQ',
  heading: 'Frequently Asked Questions',
  lead: "Straight answers about booking, paying and what happens on the day. Can't find yours? Call us and a real person will answer.",
  listTitle: 'Questions and Answers',
  ctaTitle: 'Still Have a Question?',
  ctaText: (replyWithin: string, warrantyDays: number) =>
    `Call us or send a message; we reply within ${replyWithin}. Every repair comes with our ${warrantyDays}-day parts and labour warranty.`,
};
