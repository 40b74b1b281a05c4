/**
 * The office's address of one booking's page (/office/bookings/:reference): every office screen and view that names
 * a visit links to it, whichever feature drew them (booking, visits, charges, customers, payments, Today).
 */
export const bookingHref = (reference: string) => `/office/bookings/${encodeURIComponent(reference)}`;
