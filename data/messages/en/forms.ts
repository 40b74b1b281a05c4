/** The pieces every customer form shares: the error summary and "How did you hear about us?". */
export const forms = {
  fieldsNeed: (count: number) => (count === 1 ? 'One field needs' : `${count} fields need`),
  attentionOrCall: 'your attention, or call us at',
  optional: (label: string) => `${label} (optional)`,
  heardFromLabel: 'How did you hear about us?',
  heardFromOtherLabel: 'Where, if other',
  chooseOne: 'Choose one',
  heardGoogleSearch: 'Google search',
  heardFriend: 'A friend or neighbour',
  heardMailer: 'A mailer or coupon',
  heardReturning: "We've used you before",
  heardOther: 'Other',
};
