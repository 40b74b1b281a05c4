import { sql, type Kysely } from 'kysely';
import { instant, instantType, type Engine } from '../../engine';

/**
 * A warranty visit (docs/booking.md, "The warranty"): the same problem came back within 90 days of a Done
 * visit, so the customer books again at no charge from the original's manage link. The new booking points at
 * the original; `source` keeps saying who booked it (the customer online, or the office). `done_at` is when a
 * visit was last marked Done (null otherwise): the warranty's 90 days and the reports count from it. A Done
 * visit's manage link lasts until 30 days after its warranty's end.
 */
export async function up(db: Kysely<unknown>, engine: Engine): Promise<void> {
  await db.schema
    .alterTable('bookings')
    .addColumn('warranty_of', 'text', (c) => c.references('bookings.id'))
    .execute();
  await db.schema.createIndex('bookings_warranty_of').on('bookings').column('warranty_of').execute();
  await db.schema.alterTable('bookings').addColumn('done_at', instantType(engine)).execute();
  // Visits already Done: the time of their latest move to done.
  await sql`
    update bookings set done_at = (
      select max(e.at) from booking_events e
      where e.booking_id = bookings.id and e.kind = 'status' and e.to_value = 'done'
    )
    where visit_status = 'done'`.execute(db);
  await db.schema.createIndex('bookings_done_at').on('bookings').column('done_at').execute();
  // Their manage links now last to the warranty's end and 30 days more (dispatch.ts does so from now on), so a
  // customer whose visit was done before this release can still book the free warranty visit from it.
  const { rows } = await sql<{ id: string; done_at: unknown; token_expires_at: unknown }>`
    select id, done_at, token_expires_at from bookings where done_at is not null`.execute(db);
  for (const row of rows) {
    const until = warrantyLinkExpiry(instant(row.token_expires_at), new Date(instant(row.done_at)));
    await sql`update bookings set token_expires_at = ${until} where id = ${row.id}`.execute(db);
  }
}

/*
 * The link's expiry as it was computed when this ran: copied from the booking's warranty-dates.ts and windows.ts,
 * with the business's zone and warranty length from data/business.ts, when migrations were frozen (issue 36,
 * decision 0045). A later change to the warranty's length or the zone applies to visits done from then on; it
 * must not change what a fresh install writes here.
 */

const TIME_ZONE = 'America/New_York';
const WARRANTY_DAYS = 90;
const LINK_DAYS_AFTER_WARRANTY = 30;
const MINUTE = 60_000;

function wallClock(instant: number, timeZone: string): { date: string; asUtc: number } {
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  const part = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, p.value]));
  const [year, month, day, hour, minute, second] = ['year', 'month', 'day', 'hour', 'minute', 'second'].map((t) =>
    Number(part[t]),
  ) as [number, number, number, number, number, number];
  return {
    date: `${part.year}-${part.month}-${part.day}`,
    asUtc: Date.UTC(year, month - 1, day, hour, minute, second),
  };
}

function offsetMinutes(instant: number, timeZone: string): number {
  return Math.round((wallClock(instant, timeZone).asUtc - Math.floor(instant / 1000) * 1000) / MINUTE);
}

function zonedInstant(date: string, minutes: number, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(year, month - 1, day) + minutes * MINUTE;
  // A second look settles the offset on daylight-saving days.
  let instant = asUtc - offsetMinutes(asUtc, timeZone) * MINUTE;
  instant = asUtc - offsetMinutes(instant, timeZone) * MINUTE;
  return instant;
}

function nextDate(date: string, days = 1): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The end of the business day 30 days after the warranty's last one; never shorter than it already was. */
function warrantyLinkExpiry(current: string, doneAt: Date): string {
  const endsOn = nextDate(wallClock(doneAt.getTime(), TIME_ZONE).date, WARRANTY_DAYS);
  const until = zonedInstant(nextDate(endsOn, LINK_DAYS_AFTER_WARRANTY + 1), 0, TIME_ZONE);
  return new Date(Math.max(until, Date.parse(current) || 0)).toISOString();
}
