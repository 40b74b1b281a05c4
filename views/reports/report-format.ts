/** How the Reports screen and its CSV files write their numbers (docs/reports.md). */

/** "48.0": a part of a whole in percent to one decimal; '' when the whole is nothing. */
export function share(part: number, whole: number): string {
  return whole === 0 ? '' : ((part * 100) / whole).toFixed(1);
}

/** "1234.50": cents as dollars for a spreadsheet (no sign, no separators). */
export const dollarsPlain = (cents: number) => (cents / 100).toFixed(2);

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** "$1,234.50" on the screen. */
export const dollars = (cents: number) => money.format(cents / 100);

/** "2 h 05 min", "45 min", "3 days 4 h": a delay in seconds, for people. */
export function duration(seconds: number): string {
  const minutes = Math.max(0, Math.round(seconds / 60));
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
  return `${Math.floor(hours / 24)} days ${hours % 24} h`;
}

/** The approval rate's denominator: estimates the customer answered, or let expire (those still open are left out). */
export const answeredOrExpired = (e: { approved: number; declined: number; expired: number }) =>
  e.approved + e.declined + e.expired;
