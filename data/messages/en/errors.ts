/** The words of the error pages; for now the 404's head (issue 41 item 1: the Spanish 404 under /es/). */
export const errors = {
  notFoundTitle: 'Page Not Found',
  notFoundDescription: (business: string) => `The page you asked for is not on the ${business} website.`,
};
