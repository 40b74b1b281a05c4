/** The words of the next-available island (client/islands/next-available.tsx), which the browser carries. */
export const nextAvailable = {
  /** After the link's label once the browser knows the next free window: "Next available: today 2–4 pm". */
  when: (when: string) => `Next available: ${when}`,
};
