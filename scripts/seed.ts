/**
 * Fills an EMPTY database with years of a realistic shop, for trying the office and measuring it with the data
 * a business has after a while (issue 28, docs/performance.md "Five years of data"):
 *
 *   npm run db:seed -- --years 5              about 50,000 customers, 60,000 leads, 100,000 visits, 20,000 reviews
 *   npm run db:seed -- --months 1 --seed 7    a month of it; the same seed gives the same shop
 *   npm run db:seed -- --years 5 --until 2026-11-26   the shop's last day (default: today in Washington)
 *
 * It writes DATABASE_URL (else var/site.db), as the server reads it, and refuses a database that already has
 * leads, bookings, customers, office accounts or activity. Customers, their links and the search terms are
 * computed by the rule and the functions the site uses (server/features/customers/keys.ts), so the seeded shop is what
 * years of the site would have written. Everything is random from the seed alone (no clock, no crypto random),
 * and written in batched multi-row inserts inside one transaction: a failed seed leaves the database empty.
 * Every e-mail and text is recorded as sent (no pending row an outbox could pick up), and every address is at
 * example.com, .net or .org.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql, type Kysely } from 'kysely';
import { bookingRules, weekdayOf, windowStartsOn } from '../data/booking';
import { business } from '../data/business';
import { lookupZip } from '../data/site/zip-lookup';
import { allCityEntries } from '../data/site/cities';
import { coupons } from '../data/site/coupons';
import { services } from '../data/site/services';
import { visitTextBody } from '../server/features/booking/emails/visit-texts';
import { toStoredBooking } from '../server/features/booking/store';
import { warrantyEndsOn } from '../server/features/booking/warranty/dates';
import { localDate, nextDate, zonedInstant } from '../server/kernel/time-zone';
import {
  matchEmail,
  matchPhone,
  searchNames,
  termsOf,
  typoWords,
  type CustomerRecord,
} from '../server/features/customers/keys';
import { partsTaxCents } from '../server/features/estimates/money';
import { taxStateOf } from '../server/features/estimates/rules';
import { createDatabase, type AppDatabase } from '../server/kernel/db/database';
import type { Tables } from '../server/kernel/db/schema';
import { describeDatabase, parseDatabaseUrl } from '../server/kernel/config';

export interface SeedOptions {
  /** The PRNG's seed: the same seed (and `until`) gives the same rows. */
  seed: number;
  /** How many months back from `until` the shop's history starts. */
  months: number;
  /** The shop's "today", YYYY-MM-DD in the business's zone; bookings reach two weeks past it. */
  until: string;
  /** The instant the shop is seeded "as of" (visits before it are done); default: `until` at 12:00 noon. */
  now?: Date;
  progress?: (line: string) => void;
}

export interface SeedSummary {
  counts: Record<string, number>;
  ms: number;
  /** Seeded ids the benchmark fills route parameters with. */
  sample: {
    leadId: string;
    customerId: string;
    bookingReference: string;
    technicianId: string;
    busiestCustomerId: string;
  };
}

/** What a month of the shop holds: 5 years of it is 60,000 leads, 100,000 visits, ~50,000 people. */
const PER_MONTH = { leads: 1_000, visits: 1_667, people: 867 };
/** Share of a lead's requests that become a booking from the lead (source 'lead'). */
const LEAD_BOOKED = 0.35;
/** Places per window the seeded shop runs with (ten technicians' worth), so the visits fit. */
const SEED_CAPACITY = 10;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** One multi-row insert may outlast a request's 15 s on a busy machine: the seed waits up to 10 minutes. */
export const SEED_QUERY_TIMEOUT_MS = 600_000;
const DAY = 24 * HOUR;
const ZONE = bookingRules.timeZone;

const TABLES_THAT_MUST_BE_EMPTY = [
  'leads',
  'bookings',
  'customers',
  'office_users',
  'office_activity',
  'reviews',
] as const satisfies readonly (keyof Tables)[];

// Small built-in lists: the seed downloads nothing.
const FIRST =
  `James Mary Robert Patricia John Jennifer Michael Linda David Elizabeth William Barbara Richard Susan Joseph
Jessica Thomas Sarah Charles Karen Christopher Lisa Daniel Nancy Matthew Betty Anthony Margaret Mark Sandra Donald
Ashley Steven Kimberly Paul Emily Andrew Donna Joshua Michelle Kenneth Carol Kevin Amanda Brian Dorothy George
Melissa Timothy Deborah Ronald Stephanie Jason Rebecca Edward Sharon Jeffrey Laura Ryan Cynthia Jacob Kathleen Gary
Amy Nicholas Angela Eric Shirley Jonathan Anna Stephen Brenda Larry Pamela Justin Emma Scott Nicole Brandon Helen
Benjamin Samantha Samuel Katherine Gregory Christine Alexander Debra Frank Rachel Patrick Carolyn Raymond Janet Jack
Catherine Dennis Maria Jerry Heather Tyler Diane Aaron Ruth Jose Julie Adam Olivia Nathan Joyce Henry Virginia Zachary
Victoria Douglas Kelly Peter Lauren Kyle Christina Noah Joan Ethan Evelyn Jeremy Judith Walter Megan Christian Andrea
Keith Cheryl Roger Hannah Terry Jacqueline Austin Martha Sean Gloria Gerald Teresa Carl Ann Harold Sara Dylan Madison
Arthur Frances Lawrence Kathryn Jordan Janice Jesse Jean Bryan Abigail Billy Alice Bruce Judy Gabriel Sophia Joe Grace
Logan Denise Alan Amber Juan Doris Albert Marilyn Willie Danielle Elijah Beverly Wayne Isabella Randy Theresa Vincent
Diana Mason Natalie Roy Brittany Ralph Charlotte Bobby Marie Russell Kayla Bradley Alexis Philip Lori Dana Aisha
Tomasz Mei Priya Kwame Fatima Hiroshi Lucia Mateo Amara Yusuf Ngozi Sofia`.split(/\s+/);
const LAST = `Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez Gonzalez Wilson
Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White Harris Sanchez Clark Ramirez Lewis Robinson Walker
Young Allen King Wright Scott Torres Nguyen Hill Flores Green Adams Nelson Baker Hall Rivera Campbell Mitchell Carter
Roberts Gomez Phillips Evans Turner Diaz Parker Cruz Edwards Collins Reyes Stewart Morris Morales Murphy Cook Rogers
Gutierrez Ortiz Morgan Cooper Peterson Bailey Reed Kelly Howard Ramos Kim Cox Ward Richardson Watson Brooks Chavez Wood
James Bennett Gray Mendoza Ruiz Hughes Price Alvarez Castillo Sanders Patel Myers Long Ross Foster Jimenez Powell
Jenkins Perry Russell Sullivan Bell Coleman Butler Henderson Barnes Gonzales Fisher Vasquez Simmons Romero Jordan
Patterson Alexander Hamilton Graham Reynolds Griffin Wallace Moreno West Cole Hayes Bryant Herrera Gibson Ellis Tran
Medina Aguilar Stevens Murray Ford Castro Marshall Owens Harrison Fernandez McDonald Woods Washington Kennedy Wells
Vargas Henry Chen Freeman Webb Tucker Guzman Burns Crawford Olson Simpson Porter Hunter Gordon Mendez Silva Shaw Snyder
Mason Dixon Munoz Hunt Hicks Holmes Palmer Wagner Black Robertson Boyd Rose Stone Salazar Fox Warren Mills Meyer Rice
Schmidt Garza Daniels Ferguson Nichols Stephens Soto Weaver Ryan Gardner Payne Grant Dunn Kelley Spencer Hawkins Arnold
Pierce Vazquez Hansen Peters Santos Hart Bradley Knight Elliott Cunningham Duncan Armstrong Hudson Carroll Lane Riley
Andrews Alvarado Ray Delgado Berry Perkins Hoffman Johnston Matthews Pena Richards Contreras Willis Carpenter Lawrence
Sandoval Whitaker O'Brien Okafor Kowalski Nakamura Haddad Abernathy`.split(/\s+/);
const STREETS = `Georgia Connecticut Massachusetts Wisconsin Pennsylvania Rhode~Island New~Hampshire Minnesota Benning
Sligo Piney~Branch University Colesville Randolph Veirs~Mill Rockville Old~Georgetown Democracy Tuckerman Falls
Seven~Locks River Bradley MacArthur Reservoir Arkansas Kansas Illinois Quincy Upshur Shepherd Kennedy Tuckahoe
Flower Carroll Maple Elm Oak Cedar Pine Holly Dogwood Laurel Magnolia Chestnut Walnut Hickory Sycamore Juniper Willow
Riverdale Powder~Mill Cherry~Hill Greenbelt Hanover Montpelier Annapolis Central Marlboro Allentown Indian~Head
Livingston Oxon~Hill Good~Luck Lanham Metzerott Adelphi Ager Nicholson Knowles Strathmore Grosvenor Tilden Ridge
Harewood Bunker~Hill Channing Lamont Ingraham Jefferson Madison Monroe Adams Hamilton Franklin Calvert Harford`
  .split(/\s+/)
  .map((street) => street.replace(/~/g, ' '));
const STREET_KINDS = ['Street', 'Avenue', 'Road', 'Drive', 'Lane', 'Court', 'Place', 'Terrace', 'Boulevard', 'Way'];
const UNITS = ['', '', '', '', '', ' Apt 2', ' Apt 4B', ' Unit 101', ' #3'];
const AREA_CODES = ['202', '301', '240', '410', '443', '571', '703'];
const DOMAINS = ['example.com', 'example.net', 'example.org'];
const BRANDS = ['Whirlpool', 'Samsung', 'LG', 'GE', 'Frigidaire', 'Maytag', 'KitchenAid', 'Bosch', 'Kenmore', ''];
const PROBLEMS = [
  'Will not start at all',
  'Leaking water onto the floor',
  'Makes a loud grinding noise',
  'Not cooling, food getting warm',
  'Door will not latch',
  'Stops halfway through the cycle',
  'Error code on the display',
  'Burner will not light',
  'Ice maker stopped making ice',
  'Drum will not spin',
  'Not heating',
  'Trips the breaker when turned on',
];
const LEAD_MESSAGES = [
  'Can someone come this week? It stopped working yesterday.',
  'How much is a visit? The appliance is about eight years old.',
  'Please call me back after 5 PM.',
  'It is still under the manufacturer warranty, do you work with them?',
  'Water everywhere after every cycle, need help soon.',
  'Strange smell when it runs. Is it safe to keep using?',
  'Do you service the Maryland side? I am near the line.',
  'Second time this year the same part failed.',
];
const NOTES = [
  'Left a voicemail, will try again tomorrow morning.',
  'Customer prefers texts. Gate code 4412.',
  'Quoted the service call fee; customer will call back.',
  'Part ordered, ETA three business days.',
  'Dog in the yard, call on arrival.',
  'Customer asked for the same technician as last time.',
  'Parking in the alley behind the house.',
  'Booked from the lead; confirmed the window by phone.',
];
const REVIEW_BODIES = [
  'On time, explained everything, fixed it in under an hour.',
  'Friendly technician, fair price. Would call again.',
  'Fixed our fridge the same day. Great service.',
  'Took two visits because of a part, but they kept us informed.',
  'Professional and clean. Laid down a mat before starting.',
  'Price was higher than I hoped, but the repair has held up.',
  'Arrived late in the window and did not call ahead.',
  'Still having the same problem after the visit.',
  '',
];
const WORK_DONE = [
  'Replaced the drain pump and tested two cycles',
  'Replaced the door gasket',
  'Cleared the clogged drain line and filter',
  'Replaced the igniter',
  'Replaced the defrost heater and thermostat',
  'Replaced the drive belt',
  'Diagnosed: control board failure, customer declined the repair',
  'Replaced the water inlet valve',
  'Recalibrated the thermostat and cleaned the coils',
];
const PARTS = ['Drain pump', 'Door gasket', 'Igniter', 'Defrost heater', 'Drive belt', 'Inlet valve', ''];
/** The two-visit repair (docs/jobs.md): a part at its price to the customer, labour, and what the customer says. */
const QUOTED_PARTS: [string, number][] = [
  ['Control board', 28_900],
  ['Drain pump', 11_900],
  ['Door gasket', 9_400],
  ['Defrost heater', 8_900],
  ['Compressor start relay', 6_900],
  ['Water inlet valve', 7_900],
  ['Igniter', 8_400],
  ['Drive motor', 24_900],
  ['Evaporator fan motor', 12_900],
];
const OPTION_TITLES = ['Replace the part', 'Replace the part and the wiring harness', 'Repair and service'];
const SUPPLIERS = ['Marcone', 'Reliable Parts', 'Encompass', 'AppliancePartsPros'];
const DECLINE_REASONS = [
  'Too expensive for an appliance this old',
  'We are buying a new one instead',
  'Getting a second opinion',
  'Will wait until after the holidays',
  '',
];
/** The seeded shop's sales tax on parts, in basis points: 6 % in DC and in Maryland. */
const SEED_TAX_RATE = { DC: 600, MD: 600 } as const;
/** Share of repairs that need a part: an estimate on the diagnosis visit. */
const NEEDS_A_PART = 1 / 3;

/** A small fast PRNG (mulberry32): the same seed always gives the same numbers. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  const chance = (p: number) => next() < p;
  const hex = (chars: number) => {
    let out = '';
    while (out.length < chars) out += (int(0x10000) | 0x10000).toString(16).slice(1);
    return out.slice(0, chars);
  };
  const uuid = () => {
    const h = hex(32);
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${'89ab'[int(4)]}${h.slice(17, 20)}-${h.slice(20)}`;
  };
  return { next, int, pick, chance, hex, uuid };
}

type Random = ReturnType<typeof randomFrom>;
type Row = Record<string, unknown>;

interface Person {
  first: string;
  last: string;
  name: string;
  phone: string;
  email: string;
  address: string;
  zip: string;
}

interface SeedUser {
  id: string;
  email: string;
  name: string;
  role: 'owner' | 'dispatcher' | 'technician';
}

const iso = (ms: number) => new Date(ms).toISOString();
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const REFERENCE_LETTERS = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const serviceZips = allCityEntries.flatMap((city) => city.zips);

function makePeople(random: Random, count: number): Person[] {
  const people: Person[] = [];
  for (let i = 0; i < count; i++) {
    const first = random.pick(FIRST);
    const last = random.pick(LAST);
    // Unique phone and e-mail per person: the area code and line come from the index, so none repeat.
    const area = AREA_CODES[i % AREA_CODES.length]!;
    const line = String(Math.floor(i / AREA_CODES.length) % 10_000).padStart(4, '0');
    const spellings = [`(${area}) 555-${line}`, `${area}-555-${line}`, `${area}.555.${line}`, `+1 ${area} 555 ${line}`];
    const local = `${first}.${last}`.toLowerCase().replace(/[^a-z.]/g, '');
    people.push({
      first,
      last,
      name: random.chance(0.03) ? `${first.toLowerCase()} ${last.toLowerCase()}` : `${first} ${last}`,
      phone: random.pick(spellings),
      email: random.chance(0.08)
        ? ''
        : `${random.chance(0.1) ? local.toUpperCase() : local}${i}@${random.pick(DOMAINS)}`,
      address: `${1 + random.int(9_800)} ${random.pick(STREETS)} ${random.pick(STREET_KINDS)}${random.pick(UNITS)}`,
      zip: random.pick(serviceZips),
    });
  }
  return people;
}

function makeUsers(random: Random, startMs: number): { users: SeedUser[]; rows: Row[] } {
  const staff: [string, SeedUser['role']][] = [
    ['Dana Whitfield', 'owner'],
    ['Marcus Bell', 'dispatcher'],
    ['Rosa Alvarez', 'dispatcher'],
    ['Tom Nguyen', 'technician'],
    ['Andre Jackson', 'technician'],
    ['Priya Shah', 'technician'],
    ['Luis Romero', 'technician'],
    ['Kevin O’Neal', 'technician'],
    ['Grace Kim', 'technician'],
    ['Samuel Osei', 'technician'],
    ['Hannah Brooks', 'technician'],
  ];
  const users = staff.map(([name, role]) => ({
    id: random.uuid(),
    email: `${name.split(' ')[0]!.toLowerCase()}@example.com`,
    name,
    role,
  }));
  const rows = users.map((user) => ({
    id: user.id,
    email: user.email,
    // No password: each person sets one from a link the owner makes (npm run office, or the Team screen).
    password_hash: '',
    created_at: iso(startMs),
    password_changed_at: iso(startMs),
    role: user.role,
    name: user.name,
    bio: user.role === 'technician' ? 'Factory-trained on every major brand.' : '',
    feed_secret_hash: null,
    removed_at: null,
  }));
  return { users, rows };
}

/** Rows per INSERT: about 30,000 bound values, under SQLite's 32,766 and PostgreSQL's 65,535. */
async function insertRows(db: Kysely<Tables>, table: keyof Tables, rows: Row[], counts: Record<string, number>) {
  if (rows.length === 0) return;
  const perInsert = Math.max(1, Math.floor(30_000 / Object.keys(rows[0]!).length));
  const loose = db as unknown as Kysely<Record<string, Row>>;
  for (let i = 0; i < rows.length; i += perInsert)
    await loose
      .insertInto(table)
      .values(rows.slice(i, i + perInsert))
      .execute();
  counts[table] = (counts[table] ?? 0) + rows.length;
}

/** Which of the tables that must be empty have rows, as "leads (3)". */
export async function rowsAlready(database: AppDatabase): Promise<string[]> {
  const found: string[] = [];
  for (const table of TABLES_THAT_MUST_BE_EMPTY) {
    const row = await database.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    if (Number(row.n) > 0) found.push(`${table} (${Number(row.n)})`);
  }
  return found;
}

export class NotEmptyError extends Error {}

/** Seeds `database` (migrated here); throws NotEmptyError when it already holds a shop. */
export async function seedShop(database: AppDatabase, options: SeedOptions): Promise<SeedSummary> {
  const started = performance.now();
  await database.ready();
  const already = await rowsAlready(database);
  if (already.length > 0)
    throw new NotEmptyError(`the database already has data: ${already.join(', ')}; the seed fills only an empty one`);
  const say = options.progress ?? (() => {});
  const random = randomFrom(options.seed);
  const counts: Record<string, number> = {};
  const plan = buildPlan(random, options);
  say(
    `planned ${plan.leads.length} leads, ${plan.bookings.length} visits, ${plan.people.length} people in ${Math.round(performance.now() - started)} ms`,
  );
  // SQLite: a cache large enough to hold the indexes being built, so one big transaction never spills pages
  // to the WAL before it commits (five years took six minutes with the default 2 MB cache).
  if (database.engine === 'sqlite') await sql`PRAGMA cache_size = -2000000`.execute(database.db);
  await database.db.transaction().execute(async (trx) => {
    for (const [table, rows] of plan.tables()) {
      const t0 = performance.now();
      await insertRows(trx, table, rows, counts);
      say(`${table}: ${rows.length} rows in ${Math.round(performance.now() - t0)} ms`);
    }
  });
  return { counts, ms: Math.round(performance.now() - started), sample: plan.sample() };
}

interface PlannedBooking {
  row: Row;
  person: Person;
  windowStart: number;
  windowEnd: number;
  createdAt: number;
  doneAt?: number;
  technician?: SeedUser;
  /** The diagnosis visit's estimate and, once approved, the job (the diagnosis is priced as the fee alone). */
  quote?: PlannedQuote;
  /** A return visit: the job's quote, priced as the repair with the fee credited once. */
  returnOf?: PlannedQuote;
}

interface PlannedQuote {
  estimate: Row;
  options: Row[];
  lines: Row[];
  job?: Row;
  parts: Row[];
  /** The approved option's sums, in cents. */
  partsCents: number;
  labourCents: number;
  taxCents: number;
}

/** Everything the seed writes, computed in memory from the PRNG; tables() yields each table's rows in order. */
function buildPlan(random: Random, options: SeedOptions) {
  const untilNoon = zonedInstant(options.until, 12 * 60, ZONE);
  const now = options.now?.getTime() ?? untilNoon;
  const firstDay = nextDate(options.until, -Math.round(options.months * 30.44));
  const startMs = zonedInstant(firstDay, 0, ZONE);
  const spanMs = now - startMs;
  const people = makePeople(random, Math.max(10, Math.round(PER_MONTH.people * options.months)));
  const { users, rows: userRows } = makeUsers(random, startMs - 30 * DAY);
  const desk = users.filter((user) => user.role !== 'technician');
  const technicians = users.filter((user) => user.role === 'technician');
  const references = new Set<string>();
  const newReference = () => {
    for (;;) {
      let code = 'CAR-';
      for (let i = 0; i < 6; i++) code += REFERENCE_LETTERS[random.int(REFERENCE_LETTERS.length)];
      if (!references.has(code)) {
        references.add(code);
        return code;
      }
    }
  };

  /** A window on `date` (a random one of the day's), as start and end instants. */
  const windowOn = (date: string) => {
    const starts = windowStartsOn(weekdayOf(date));
    const minutes = random.pick(starts);
    const start = zonedInstant(date, minutes, ZONE);
    return { start, end: zonedInstant(date, minutes + bookingRules.windowMinutes, ZONE) };
  };

  const leads: Row[] = [];
  const bookings: PlannedBooking[] = [];
  const leadCount = Math.round(PER_MONTH.leads * options.months);
  const visitCount = Math.round(PER_MONTH.visits * options.months);

  const book = (
    person: Person,
    createdAt: number,
    window: { start: number; end: number },
    source: 'online' | 'office' | 'lead',
    extra: Row = {},
    /** A return visit: booked once the parts are in, never cancelled, Done once its window has passed. */
    kept = false,
  ) => {
    const id = random.uuid();
    const cancelled = !kept && random.chance(0.07);
    const ended = window.end < now;
    const inProgress = !ended && window.start < now;
    let visitStatus = 'booked';
    let doneAt: number | undefined;
    if (!cancelled && ended) {
      const roll = random.next();
      visitStatus = kept || roll < 0.94 ? 'done' : roll < 0.985 ? 'no-show' : 'booked';
      if (visitStatus === 'done') doneAt = window.start + (45 + random.int(100)) * 60_000;
    } else if (!cancelled && inProgress) visitStatus = random.pick(['on-the-way', 'arrived', 'booked']);
    const assigned = !cancelled && (window.start < now + 3 * DAY || random.chance(0.5));
    const technician = assigned ? random.pick(technicians) : undefined;
    const cancelledAt = cancelled ? createdAt + random.next() * Math.max(HOUR, window.start - createdAt - HOUR) : 0;
    const updatedAt = Math.max(createdAt, cancelledAt, doneAt ?? 0);
    const service = (extra.service as string | undefined) ?? random.pick(services).slug;
    const row: Row = {
      id,
      reference: newReference(),
      token_hash: sha256(`${id}:${random.hex(16)}`),
      token_expires_at: iso(window.end + 7 * DAY),
      zip: person.zip,
      service,
      window_start: iso(window.start),
      window_end: iso(window.end),
      name: person.name,
      phone: person.phone,
      phone_key: matchPhone(person.phone),
      email: person.email,
      email_key: person.email.toLowerCase(),
      address: person.address,
      brand: random.pick(BRANDS),
      model_number: random.chance(0.3) ? `${random.hex(3).toUpperCase()}${100 + random.int(900)}` : '',
      problem: random.pick(PROBLEMS),
      coupon: random.chance(0.1) ? random.pick(coupons).code : '',
      status: cancelled ? 'cancelled' : 'booked',
      sequence: cancelled ? 1 : 0,
      created_at: iso(createdAt),
      updated_at: iso(updatedAt),
      cancelled_at: cancelled ? iso(cancelledAt) : null,
      client_address: source === 'online' ? `198.51.100.${1 + random.int(250)}` : '',
      changed_by: cancelled && random.chance(0.4) ? random.pick(desk).email : null,
      source,
      created_by: source === 'online' ? null : random.pick(desk).id,
      lead_id: null,
      visit_status: visitStatus,
      technician_id: technician?.id ?? null,
      warranty_of: null,
      done_at: doneAt === undefined ? null : iso(doneAt),
      job_id: null,
      ...extra,
    };
    const planned: PlannedBooking = {
      row,
      person,
      windowStart: window.start,
      windowEnd: window.end,
      createdAt,
      ...(doneAt !== undefined ? { doneAt } : {}),
      ...(technician ? { technician } : {}),
    };
    bookings.push(planned);
    return planned;
  };

  // Leads, oldest first; a third of them become a visit booked by the office from the lead.
  for (let i = 0; i < leadCount; i++) {
    const person = random.pick(people);
    const receivedAt = startMs + Math.floor(random.next() * spanMs);
    const age = now - receivedAt;
    const id = random.uuid();
    let status: string;
    if (age < 2 * DAY) status = random.chance(0.7) ? 'new' : 'called back';
    else {
      const roll = random.next();
      status = roll < LEAD_BOOKED ? 'booked' : roll < 0.62 ? 'called back' : roll < 0.97 ? 'closed' : 'new';
    }
    const service = random.chance(0.85) ? random.pick(services).slug : '';
    leads.push({
      id,
      received_at: iso(receivedAt),
      name: person.name,
      email: person.email,
      phone: person.phone,
      service,
      message: `${random.pick(PROBLEMS)}. ${random.pick(LEAD_MESSAGES)}`,
      status,
    });
    if (status === 'booked') {
      const createdAt = receivedAt + (1 + random.int(30)) * HOUR;
      const date = nextDate(localDate(createdAt, ZONE), 1 + random.int(5));
      book(person, Math.min(createdAt, now - HOUR), windowOn(date), 'lead', {
        lead_id: id,
        ...(service ? { service } : {}),
      });
    }
  }

  // The other visits, over the whole span and two weeks ahead (fewer the further out, as bookings come in).
  const horizonDays = bookingRules.horizonDays;
  const pastDays = Math.round((now - startMs) / DAY);
  while (bookings.length < visitCount) {
    const offset = random.int(pastDays + horizonDays) - pastDays;
    if (offset > 0 && !random.chance(1 - offset / horizonDays)) continue;
    const date = nextDate(localDate(now, ZONE), offset);
    const window = windowOn(date);
    const latest = Math.min(now - 60_000, window.start - bookingRules.noticeMinutes * 60_000);
    const createdAt = latest - Math.floor(random.next() * 10 * DAY);
    if (createdAt < startMs - 10 * DAY) continue;
    book(random.pick(people), createdAt, window, random.chance(0.65) ? 'online' : 'office');
  }

  // Warranty visits: the same problem came back within 90 days of a few Done visits.
  for (const original of bookings.slice()) {
    if (original.doneAt === undefined || !random.chance(0.02)) continue;
    const date = nextDate(localDate(original.doneAt, ZONE), 5 + random.int(80));
    const window = windowOn(date);
    const createdAt = Math.min(now - HOUR, window.start - DAY);
    if (createdAt <= original.doneAt) continue;
    book(original.person, createdAt, window, random.chance(0.6) ? 'online' : 'office', {
      warranty_of: original.row.id,
      service: original.row.service,
      problem: 'The same problem came back',
      coupon: '',
      ...(original.technician ? { technician_id: original.technician.id } : {}),
    });
  }

  const quotes = planJobs(random, bookings, { book, windowOn, desk, now });

  // Customers and search terms, as linkCustomer and the 0013 migration make them: records oldest first, each
  // linked to the customer of an earlier record with its phone key, else its e-mail key, else a new customer.
  const records: CustomerRecord[] = [
    ...leads.map((lead) => ({
      kind: 'lead' as const,
      id: lead.id as string,
      at: lead.received_at as string,
      name: lead.name as string,
      phone: lead.phone as string,
      email: lead.email as string,
      message: (lead.message as string | null) ?? '',
    })),
    ...bookings.map(({ row }) => ({
      kind: 'booking' as const,
      id: row.id as string,
      at: row.created_at as string,
      name: row.name as string,
      phone: row.phone as string,
      email: row.email as string,
      address: row.address as string,
      zip: row.zip as string,
      reference: row.reference as string,
      brand: (row.brand as string | null) ?? '',
      problem: (row.problem as string | null) ?? '',
    })),
  ].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.id < b.id ? -1 : 1));
  const customers: Row[] = [];
  const customerOf = new Map<string, Row>();
  const byPhone = new Map<string, Row>();
  const byEmail = new Map<string, Row>();
  for (const record of records) {
    const phone = matchPhone(record.phone);
    const email = matchEmail(record.email);
    let customer = (phone && byPhone.get(phone)) || (email && byEmail.get(email)) || undefined;
    if (!customer) {
      customer = {
        id: random.uuid(),
        name: record.name,
        phone: record.phone,
        email: record.email,
        phone_key: phone,
        email_key: email,
        created_at: record.at,
        last_activity_at: record.at,
        merged_into: null,
        merged_at: null,
      };
      customers.push(customer);
    }
    if (phone && !byPhone.has(phone)) byPhone.set(phone, customer);
    if (email && !byEmail.has(email)) byEmail.set(email, customer);
    if (record.at > String(customer.last_activity_at)) customer.last_activity_at = record.at;
    customerOf.set(`${record.kind}:${record.id}`, customer);
  }

  const byTime = (a: PlannedBooking, b: PlannedBooking) => a.windowStart - b.windowStart;
  bookings.sort(byTime);
  const at = (ms: number) => iso(Math.min(ms, now));

  return {
    leads,
    bookings,
    people,
    *tables(): Generator<[keyof Tables, Row[]]> {
      yield ['office_users', userRows];
      yield [
        'schedule_settings',
        [
          {
            name: 'default_capacity',
            value: String(SEED_CAPACITY),
            changed_by: users[0]!.email,
            changed_at: iso(startMs),
          },
        ],
      ];
      yield ['leads', leads];
      yield ['lead_events', leadEventsOf(random, leads, users, now)];
      yield [
        'lead_emails',
        leads.map((lead) => {
          const sent = Date.parse(lead.received_at as string) + 2_000 + random.int(8_000);
          return {
            lead_id: lead.id,
            status: 'sent',
            attempts: 1,
            next_attempt_at: lead.received_at,
            lease_owner: null,
            lease_until: null,
            last_error: null,
            sent_at: iso(sent),
            failed_at: null,
          };
        }),
      ];
      yield [
        'lead_notes',
        leads.flatMap((lead) => {
          if (lead.status === 'new' || !random.chance(0.45)) return [];
          const received = Date.parse(lead.received_at as string);
          return Array.from({ length: 1 + random.int(2) }, (_, n) => ({
            id: random.uuid(),
            lead_id: lead.id,
            at: at(received + (n + 1) * (1 + random.int(20)) * HOUR),
            author_email: random.pick(desk).email,
            body: random.pick(NOTES),
          }));
        }),
      ];
      yield ['bookings', bookings.map((booking) => booking.row)];
      yield [
        'sales_tax_rates',
        Object.entries(SEED_TAX_RATE).map(([state, rate]) => ({
          state,
          rate,
          updated_at: iso(startMs),
          updated_by: users[0]!.email,
        })),
      ];
      yield ['estimates', quotes.map((quote) => quote.estimate)];
      yield ['estimate_options', quotes.flatMap((quote) => quote.options)];
      yield ['estimate_lines', quotes.flatMap((quote) => quote.lines)];
      yield ['jobs', quotes.flatMap((quote) => (quote.job ? [quote.job] : []))];
      yield ['job_parts', quotes.flatMap((quote) => quote.parts)];
      yield ['window_places', windowPlaces(bookings)];
      yield ['booking_events', bookingEvents(random, bookings, users, now)];
      yield ['booking_emails', bookingEmails(random, bookings, now)];
      yield [
        'booking_notes',
        bookings.flatMap(({ row, createdAt }) =>
          random.chance(0.12)
            ? [
                {
                  id: random.uuid(),
                  booking_id: row.id,
                  at: at(createdAt + (1 + random.int(48)) * HOUR),
                  author_email: random.pick(desk).email,
                  body: random.pick(NOTES),
                },
              ]
            : [],
        ),
      ];
      yield* textsOf(random, bookings, technicians, now);
      yield ['visit_charges', visitCharges(random, bookings)];
      yield* reviewsOf(random, bookings, customerOf, users[0]!, now);
      yield ['customers', customers];
      yield [
        'customer_records',
        records.map((record) => ({
          kind: record.kind,
          record_id: record.id,
          customer_id: customerOf.get(`${record.kind}:${record.id}`)!.id,
          linked_by: 'match',
          linked_at: record.at,
          at: record.at,
        })),
      ];
      yield* searchTermsOf(records);
      yield ['office_activity', activity(random, users, leads, startMs, now)];
    },
    sample() {
      const visitsPerCustomer = new Map<string, number>();
      for (const { row } of bookings) {
        const id = customerOf.get(`booking:${row.id}`)!.id as string;
        visitsPerCustomer.set(id, (visitsPerCustomer.get(id) ?? 0) + 1);
      }
      const busiest = [...visitsPerCustomer].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))[0]![0];
      const recent = bookings.filter((b) => b.windowStart < now && b.doneAt !== undefined).at(-1) ?? bookings[0]!;
      return {
        leadId: leads.at(-1)!.id as string,
        customerId: customerOf.get(`booking:${recent.row.id}`)!.id as string,
        bookingReference: recent.row.reference as string,
        technicianId: technicians[0]!.id,
        busiestCustomerId: busiest,
      };
    },
  };
}

/** Books a visit in buildPlan: the person, when it was made, its window, who booked it, columns of its own. */
type Book = (
  person: Person,
  createdAt: number,
  window: { start: number; end: number },
  source: 'online' | 'office' | 'lead',
  extra?: Row,
  kept?: boolean,
) => PlannedBooking;

/**
 * The two-visit repairs (docs/jobs.md): about a third of the Done repairs need a part, so their diagnosis visit
 * gets an estimate of one to three options of typed lines (the seed has no price book), taxed at its zip's state.
 * Most are approved with a signed name; the job's parts are ordered that day and come in two to five days later,
 * and the return visit is booked once they are in, 3 to 10 days after the approval, with the same technician.
 * Some are declined with a reason, a few left unanswered (expired after 30 days). A diagnosis visit waits for
 * parts until its job's return visit is Done.
 */
function planJobs(
  random: Random,
  bookings: PlannedBooking[],
  {
    book,
    windowOn,
    desk,
    now,
  }: { book: Book; windowOn: (date: string) => { start: number; end: number }; desk: SeedUser[]; now: number },
): PlannedQuote[] {
  const fee = business.serviceCallFee * 100;
  const quotes: PlannedQuote[] = [];
  const diagnoses = bookings.filter(
    (b) => b.doneAt !== undefined && b.row.warranty_of === null && b.technician && random.chance(NEEDS_A_PART),
  );
  for (const visit of diagnoses) {
    const technician = visit.technician!;
    const sentAt = visit.doneAt! + (10 + random.int(50)) * MINUTE;
    if (sentAt >= now) continue;
    const id = random.uuid();
    const state = taxStateOf(visit.row.zip as string);
    const rate = SEED_TAX_RATE[state];
    const optionCount = 1 + random.int(3);
    const options: Row[] = [];
    const lines: Row[] = [];
    const sums: { parts: number; labour: number }[] = [];
    for (let position = 1; position <= optionCount; position++) {
      options.push({ estimate_id: id, position, title: OPTION_TITLES[position - 1]! });
      const partLines = 1 + random.int(2);
      let parts = 0;
      for (let n = 1; n <= partLines; n++) {
        const [description, unit] = random.pick(QUOTED_PARTS);
        const quantity = random.chance(0.1) ? 2 : 1;
        parts += quantity * unit;
        lines.push({
          estimate_id: id,
          option_position: position,
          position: n,
          kind: 'part',
          description,
          quantity,
          unit_cents: unit,
        });
      }
      const labour = (90 + random.int(120)) * 100;
      lines.push({
        estimate_id: id,
        option_position: position,
        position: partLines + 1,
        kind: 'labour',
        description: 'Labour: install and test',
        quantity: 1,
        unit_cents: labour,
      });
      sums.push({ parts, labour });
    }
    const roll = random.next();
    const decidedAt = sentAt + (1 + random.int(47)) * HOUR;
    const expiresAt = sentAt + 30 * DAY;
    const answered = decidedAt < now;
    const status =
      !answered || roll >= 0.92 ? (random.chance(0.5) ? 'viewed' : 'sent') : roll < 0.8 ? 'approved' : 'declined';
    const approvedOption = status === 'approved' ? 1 + random.int(optionCount) : null;
    const estimate: Row = {
      id,
      booking_id: visit.row.id,
      number: 1,
      status,
      note: '',
      tax_state: state,
      tax_rate_bp: rate,
      fee_cents: fee,
      created_at: iso(visit.doneAt! + 5 * MINUTE),
      created_by: technician.email,
      updated_at: iso(answered && status !== 'sent' && status !== 'viewed' ? decidedAt : sentAt),
      sent_at: iso(sentAt),
      sent_by: technician.email,
      expires_at: iso(expiresAt),
      viewed_at: status === 'sent' ? null : iso(Math.min(sentAt + (10 + random.int(300)) * MINUTE, decidedAt)),
      decided_at: status === 'approved' || status === 'declined' ? iso(decidedAt) : null,
      approved_option: approvedOption,
      signed_name: status === 'approved' ? `${visit.person.first} ${visit.person.last}` : null,
      decided_from: status === 'approved' || status === 'declined' ? `198.51.100.${1 + random.int(250)}` : null,
      decline_reason: status === 'declined' ? random.pick(DECLINE_REASONS) : null,
    };
    const sum = approvedOption === null ? { parts: 0, labour: 0 } : sums[approvedOption - 1]!;
    const quote: PlannedQuote = {
      estimate,
      options,
      lines,
      parts: [],
      partsCents: sum.parts,
      labourCents: sum.labour,
      taxCents: partsTaxCents(sum.parts, rate),
    };
    quotes.push(quote);
    visit.quote = quote;
    if (approvedOption === null) continue;

    const jobId = random.uuid();
    const orderedOn = localDate(decidedAt, ZONE);
    let lastIn = 0;
    let lastExpected = orderedOn;
    for (const line of lines.filter((l) => l.option_position === approvedOption && l.kind === 'part')) {
      const expectedOn = nextDate(orderedOn, 2 + random.int(4));
      if (expectedOn > lastExpected) lastExpected = expectedOn;
      const arrivedAt = zonedInstant(expectedOn, (9 + random.int(6)) * 60, ZONE);
      const arrived = arrivedAt < now;
      if (arrived) lastIn = Math.max(lastIn, arrivedAt);
      quote.parts.push({
        id: random.uuid(),
        job_id: jobId,
        part_number: `${random.hex(2).toUpperCase()}${10_000_000 + random.int(89_999_999)}`,
        description: line.description,
        supplier: random.pick(SUPPLIERS),
        // What the shop pays: 45 to 70 % of the price to the customer.
        cost_cents: Math.round(((line.unit_cents as number) * (line.quantity as number) * (45 + random.int(26))) / 100),
        ordered_on: orderedOn,
        expected_on: expectedOn,
        arrived_at: arrived ? iso(arrivedAt) : null,
        arrived_by: arrived ? random.pick(desk).email : null,
        created_at: iso(decidedAt + (1 + random.int(3)) * HOUR),
        created_by: random.chance(0.5) ? technician.email : random.pick(desk).email,
      });
    }
    const allIn = quote.parts.every((part) => part.arrived_at !== null);
    quote.job = {
      id: jobId,
      estimate_id: id,
      first_booking_id: visit.row.id,
      created_at: iso(decidedAt),
      parts_in_at: allIn ? iso(lastIn) : null,
    };
    visit.row.job_id = jobId;
    visit.row.visit_status = 'waiting-for-parts';
    if (!allIn) continue;
    // The return visit: the day after the last part is expected at the earliest, 3 to 10 days after the approval.
    const earliest = Math.max(3, Math.round((Date.parse(lastExpected) - Date.parse(orderedOn)) / DAY) + 1);
    const date = nextDate(orderedOn, earliest + random.int(Math.max(1, 11 - earliest)));
    const window = windowOn(date);
    const createdAt = Math.min(lastIn + (1 + random.int(20)) * HOUR, window.start - 2 * HOUR, now - HOUR);
    const back = book(
      visit.person,
      createdAt,
      window,
      random.chance(0.5) ? 'online' : 'office',
      {
        job_id: jobId,
        service: visit.row.service,
        brand: visit.row.brand,
        model_number: visit.row.model_number,
        problem: 'Return visit: install the parts',
        coupon: '',
        technician_id: technician.id,
      },
      true,
    );
    back.technician = technician;
    back.returnOf = quote;
    if (back.row.visit_status === 'done') visit.row.visit_status = 'done';
  }
  return quotes;
}

/** Records whose search terms are built and written at once: a batch's terms, never five years' of them. */
const TERM_BATCH = 5_000;

/**
 * The search terms of the records, a batch at a time, and the typo dictionary's rows of each word the first
 * time a batch meets it (the set of words seen is small: a shop's names, streets and problems).
 */
function* searchTermsOf(records: CustomerRecord[]): Generator<[keyof Tables, Row[]]> {
  const seen = new Set<string>();
  const seenNames = new Set<string>();
  for (let i = 0; i < records.length; i += TERM_BATCH) {
    const terms = records
      .slice(i, i + TERM_BATCH)
      .flatMap((record) => termsOf(record).map((term) => ({ ...term, kind: record.kind, record_id: record.id })));
    const words: Row[] = typoWords(terms)
      .filter((row) => !seen.has(row.word))
      .map((row) => ({ ...row }));
    for (const row of words) seen.add(row.word as string);
    const names: Row[] = searchNames(terms).filter((row) => !seenNames.has(row.term));
    for (const row of names) seenNames.add(row.term as string);
    // In key order within the batch: each insert lands in fewer of the key's B-tree pages.
    yield ['search_terms', terms.sort(byKey)];
    yield ['search_words', words];
    yield ['search_names', names];
  }
}

const byKey = (a: Row, b: Row) => {
  for (const column of ['field', 'term', 'kind', 'record_id']) {
    const [x, y] = [a[column] as string, b[column] as string];
    if (x !== y) return x < y ? -1 : 1;
  }
  return 0;
};

/** Places taken per window: the booked (not cancelled) visits in it, as the booking store counts them. */
function windowPlaces(bookings: PlannedBooking[]): Row[] {
  const taken = new Map<number, number>();
  for (const { row, windowStart } of bookings)
    if (row.status === 'booked') taken.set(windowStart, (taken.get(windowStart) ?? 0) + 1);
  return [...taken].map(([start, n]) => ({ window_start: iso(start), taken: n }));
}

function bookingEvents(random: Random, bookings: PlannedBooking[], users: SeedUser[], now: number): Row[] {
  const owner = users[0]!;
  const rows: Row[] = [];
  const event = (booking: PlannedBooking, atMs: number, kind: string, actor: SeedUser, from: string, to: string) =>
    rows.push({
      id: random.uuid(),
      booking_id: booking.row.id,
      at: iso(Math.min(atMs, now)),
      kind,
      actor_id: actor.id,
      actor_email: actor.email,
      from_value: from,
      to_value: to,
      detail: '',
    });
  for (const booking of bookings) {
    const { technician, windowStart } = booking;
    if (!technician) continue;
    event(booking, booking.createdAt + random.int(20) * HOUR, 'technician', owner, 'Unassigned', technician.name);
    const status = booking.row.visit_status as string;
    if (status === 'booked') continue;
    if (status === 'no-show') {
      event(booking, windowStart + 90 * 60_000, 'status', technician, 'booked', 'no-show');
      continue;
    }
    event(booking, windowStart - 20 * 60_000, 'status', technician, 'booked', 'on-the-way');
    if (status === 'on-the-way') continue;
    event(booking, windowStart + random.int(100) * 60_000, 'status', technician, 'on-the-way', 'arrived');
    if (status === 'done' || status === 'waiting-for-parts')
      event(booking, booking.doneAt!, 'status', technician, 'arrived', 'done');
    if (status === 'waiting-for-parts' && booking.quote?.parts[0])
      event(
        booking,
        Date.parse(booking.quote.parts[0].created_at as string),
        'status',
        technician,
        'done',
        'waiting-for-parts',
      );
  }
  return rows;
}

/** The e-mails each visit called for, all sent: confirmation and the office's notice, then reminder and outcome. */
function bookingEmails(random: Random, bookings: PlannedBooking[], now: number): Row[] {
  const rows: Row[] = [];
  for (const booking of bookings) {
    const { row } = booking;
    if (!row.email) continue;
    const email = (kind: string, dueMs: number) => {
      const sent = dueMs + 1_000 + random.int(20_000);
      rows.push({
        id: random.uuid(),
        booking_id: row.id,
        kind,
        due_at: iso(dueMs),
        status: 'sent',
        attempts: 1,
        next_attempt_at: iso(dueMs),
        lease_owner: null,
        lease_until: null,
        last_error: null,
        sent_at: iso(sent),
        failed_at: null,
        window_start: row.window_start,
        window_end: row.window_end,
        previous_window_start: null,
        sequence: 0,
        manage_token: null,
        created_at: iso(dueMs),
        message: null,
        detail: null,
      });
    };
    email('customer-confirmation', booking.createdAt);
    email('office-new', booking.createdAt);
    if (row.status === 'cancelled') {
      email('customer-cancelled', Date.parse(row.cancelled_at as string));
      continue;
    }
    const evening = zonedInstant(nextDate(localDate(booking.windowStart, ZONE), -1), 18 * 60, ZONE);
    if (evening < now && evening > booking.createdAt) email('customer-reminder', evening);
    if (booking.doneAt !== undefined) email('customer-done', booking.doneAt);
    // Marked No-Show 90 minutes into the window (bookingEvents): "we missed you" goes then.
    if (row.visit_status === 'no-show') email('customer-missed', booking.windowStart + 90 * 60_000);
  }
  return rows;
}

/** Consent for texts from a third of the bookers, and the reminder and on-the-way texts they got. */
function* textsOf(
  random: Random,
  bookings: PlannedBooking[],
  technicians: SeedUser[],
  now: number,
): Generator<[keyof Tables, Row[]]> {
  const consents: Row[] = [];
  const texts: Row[] = [];
  const consented = new Set<string>();
  for (const booking of bookings) {
    const { row } = booking;
    const phoneKey = row.phone_key as string;
    if (phoneKey.length !== 10 || !random.chance(0.3)) continue;
    if (!consented.has(phoneKey)) {
      consented.add(phoneKey);
      consents.push({
        id: random.uuid(),
        phone_key: phoneKey,
        action: 'consent',
        source: row.source === 'online' ? 'booking' : 'office-phone',
        at: iso(booking.createdAt),
        detail: row.id,
      });
    }
    if (row.status === 'cancelled') continue;
    const stored = toStoredBooking(row as never);
    const text = (kind: 'reminder' | 'on-the-way' | 'done' | 'missed', atMs: number) => {
      if (atMs >= now) return;
      texts.push({
        id: random.uuid(),
        booking_id: row.id,
        kind,
        phone_key: phoneKey,
        to_number: `+1${phoneKey}`,
        body: visitTextBody(kind, stored, {
          firstName: (booking.technician ?? technicians[0]!).name.split(' ')[0]!,
          bio: '',
        }),
        status: 'sent',
        skip_reason: null,
        attempts: 1,
        next_attempt_at: iso(atMs),
        expires_at: iso(atMs + DAY),
        lease_owner: null,
        lease_until: null,
        last_error: null,
        sent_at: iso(atMs + 2_000),
        failed_at: null,
        provider_sid: `SM${random.hex(32)}`,
        delivery_status: 'delivered',
        delivery_error: null,
        delivery_updated_at: iso(atMs + 10_000),
        created_at: iso(atMs),
      });
    };
    text('reminder', zonedInstant(nextDate(localDate(booking.windowStart, ZONE), -1), 18 * 60, ZONE));
    if (['on-the-way', 'arrived', 'done'].includes(row.visit_status as string))
      text('on-the-way', booking.windowStart - 20 * 60_000);
    if (row.visit_status === 'no-show') text('missed', booking.windowStart + 90 * 60_000);
  }
  yield ['text_consents', consents];
  yield ['texts', texts];
}

/** The price of every Done visit: parts and labour with the fee credited, or the service call alone. */
function visitCharges(random: Random, bookings: PlannedBooking[]): Row[] {
  const fee = business.serviceCallFee * 100;
  return bookings
    .filter((booking) => booking.doneAt !== undefined)
    .map(({ row, doneAt, technician, quote, returnOf }) => {
      if (returnOf) return jobCharge(random, row, doneAt!, technician, returnOf, fee);
      if (quote) return diagnosisCharge(random, row, doneAt!, technician, fee);
      const repaired = random.chance(0.85);
      const parts = repaired ? random.pick(PARTS) : '';
      const partsCents = parts ? (20 + random.int(280)) * 100 : 0;
      const labourCents = repaired ? (80 + random.int(170)) * 100 : 0;
      const discount = row.coupon && repaired ? 2500 : 0;
      const credit = repaired ? fee : 0;
      const recorded = iso(doneAt! + (2 + random.int(15)) * 60_000);
      const by = technician?.email ?? 'dana@example.com';
      return {
        booking_id: row.id,
        work_done: repaired ? random.pick(WORK_DONE) : 'Diagnosis only',
        parts,
        parts_cents: partsCents,
        labour_cents: labourCents,
        fee_cents: fee,
        fee_credit_cents: credit,
        coupon: discount ? row.coupon : '',
        discount_cents: discount,
        tax_cents: 0,
        total_cents: partsCents + labourCents + fee - credit - discount,
        payment: random.pick(['card', 'card', 'card', 'cash', 'check', 'unpaid']),
        warranty_ends_on: warrantyEndsOn(iso(doneAt!)),
        recorded_at: recorded,
        recorded_by: by,
        updated_at: recorded,
        updated_by: by,
        receipt_queued_at: row.email ? recorded : null,
      };
    });
}

/** The diagnosis visit of an estimate: the service call fee alone, credited toward the repair if approved. */
function diagnosisCharge(random: Random, row: Row, doneAt: number, technician: SeedUser | undefined, fee: number) {
  const recorded = iso(doneAt + (2 + random.int(15)) * 60_000);
  const by = technician?.email ?? 'dana@example.com';
  return {
    booking_id: row.id,
    work_done: 'Diagnosed; estimate sent for the repair',
    parts: '',
    parts_cents: 0,
    labour_cents: 0,
    fee_cents: fee,
    fee_credit_cents: 0,
    coupon: '',
    discount_cents: 0,
    tax_cents: 0,
    total_cents: fee,
    payment: random.pick(['card', 'card', 'card', 'cash', 'check']),
    warranty_ends_on: warrantyEndsOn(iso(doneAt)),
    recorded_at: recorded,
    recorded_by: by,
    updated_at: recorded,
    updated_by: by,
    receipt_queued_at: row.email ? recorded : null,
  };
}

/**
 * The return visit's price: the approved option's parts and labour with the tax on the parts, and the fee paid
 * at the diagnosis credited (the receipt's rule), so the job charges the fee once.
 */
function jobCharge(
  random: Random,
  row: Row,
  doneAt: number,
  technician: SeedUser | undefined,
  quote: PlannedQuote,
  fee: number,
) {
  const recorded = iso(doneAt + (2 + random.int(15)) * 60_000);
  const by = technician?.email ?? 'dana@example.com';
  const credit = Math.min(fee, quote.partsCents + quote.labourCents);
  const partNames = quote.lines
    .filter((line) => line.option_position === quote.estimate.approved_option && line.kind === 'part')
    .map((line) => line.description as string);
  return {
    booking_id: row.id,
    work_done: `Installed: ${partNames.join(', ')}; tested`,
    parts: partNames.join(', '),
    parts_cents: quote.partsCents,
    labour_cents: quote.labourCents,
    fee_cents: 0,
    fee_credit_cents: credit,
    coupon: '',
    discount_cents: 0,
    tax_cents: quote.taxCents,
    total_cents: quote.partsCents + quote.labourCents - credit + quote.taxCents,
    payment: random.pick(['card', 'card', 'card', 'cash', 'check']),
    warranty_ends_on: warrantyEndsOn(iso(doneAt)),
    recorded_at: recorded,
    recorded_by: by,
    updated_at: recorded,
    updated_by: by,
    receipt_queued_at: row.email ? recorded : null,
  };
}

/** A review request after a third of the Done visits with an e-mail; most answered, the owner's decisions. */
function* reviewsOf(
  random: Random,
  bookings: PlannedBooking[],
  customerOf: Map<string, Row>,
  owner: SeedUser,
  now: number,
): Generator<[keyof Tables, Row[]]> {
  const requests: Row[] = [];
  const reviews: Row[] = [];
  for (const booking of bookings) {
    const { row, doneAt } = booking;
    if (doneAt === undefined || !row.email || !random.chance(0.33)) continue;
    const due = doneAt + DAY;
    if (due >= now) continue;
    const answered = random.chance(0.75) ? due + random.int(72) * HOUR : undefined;
    requests.push({
      booking_id: row.id,
      token_hash: sha256(`review:${row.id}:${random.hex(16)}`),
      created_at: iso(doneAt),
      due_at: iso(due),
      expires_at: iso(due + 30 * DAY),
      email_status: 'sent',
      email_attempts: 1,
      email_next_attempt_at: iso(due),
      lease_owner: null,
      lease_until: null,
      email_last_error: null,
      email_sent_at: iso(due + 5_000),
      link_token: null,
      text_queued_at: null,
      answered_at: answered !== undefined && answered < now ? iso(answered) : null,
    });
    if (answered === undefined || answered >= now) continue;
    const roll = random.next();
    const rating = roll < 0.7 ? 5 : roll < 0.88 ? 4 : roll < 0.94 ? 3 : roll < 0.97 ? 2 : 1;
    const zip = lookupZip(row.zip as string);
    const place = zip.kind === 'served' ? zip.place : zip.kind === 'in-area' ? zip.places[0] : undefined;
    const decided = now - answered > 3 * DAY;
    const status = !decided ? 'new' : rating >= 4 && random.chance(0.7) ? 'published' : 'hidden';
    const wantsCallback = rating <= 3 && random.chance(0.6);
    reviews.push({
      id: random.uuid(),
      booking_id: row.id,
      customer_id: customerOf.get(`booking:${row.id}`)?.id ?? null,
      rating,
      body: rating >= 4 ? random.pick(REVIEW_BODIES.slice(0, 6)) : random.pick(REVIEW_BODIES.slice(5)),
      created_at: iso(answered),
      author_name: `${booking.person.first} ${booking.person.last[0]}.`,
      city: place?.name ?? '',
      city_slug: place?.slug ?? '',
      service: row.service,
      visited_at: row.window_start,
      status,
      decided_at: decided ? iso(answered + DAY) : null,
      decided_by: decided ? owner.email : null,
      wants_callback: wantsCallback ? 1 : 0,
      called_back_at: wantsCallback && decided ? iso(answered + 4 * HOUR) : null,
      called_back_by: wantsCallback && decided ? owner.email : null,
    });
  }
  yield ['review_requests', requests];
  yield ['reviews', reviews];
}

/** A year of the office's log (or the whole span when shorter): sign-ins, notes, exports, the odd setting. */
/**
 * When the desk called each lead back, as the office's status button records it (lead_events, migration
 * 0018): most within a quarter of an hour, a few the next day; a booked lead was booked on that call, a closed
 * one called back first. The reports' time to call back reads these.
 */
function leadEventsOf(random: Random, leads: Row[], users: SeedUser[], now: number): Row[] {
  const desk = users.filter((user) => user.role !== 'technician');
  const events: Row[] = [];
  const change = (lead: Row, at: number, from: string, to: string) =>
    events.push({
      id: random.uuid(),
      lead_id: lead.id,
      at: iso(at),
      actor_email: random.pick(desk).email,
      from_status: from,
      to_status: to,
    });
  for (const lead of leads) {
    const status = lead.status as string;
    if (status === 'new') continue;
    const received = Date.parse(lead.received_at as string);
    const roll = random.next();
    const delay =
      roll < 0.6
        ? 2 * MINUTE + random.int(13 * MINUTE)
        : roll < 0.85
          ? 15 * MINUTE + random.int(45 * MINUTE)
          : roll < 0.95
            ? HOUR + random.int(3 * HOUR)
            : 4 * HOUR + random.int(20 * HOUR);
    const calledAt = Math.min(received + delay, now - MINUTE);
    if (status === 'booked') change(lead, calledAt, 'new', 'booked');
    else change(lead, calledAt, 'new', 'called back');
    if (status === 'closed')
      change(lead, Math.min(calledAt + DAY + random.int(6 * DAY), now - MINUTE), 'called back', 'closed');
  }
  return events;
}

function activity(random: Random, users: SeedUser[], leads: Row[], startMs: number, now: number): Row[] {
  const rows: Row[] = [];
  const first = Math.max(now - 365 * DAY, startMs);
  const actions: [string, (user: SeedUser) => string][] = [
    ['Signed in', () => ''],
    ['Signed in', () => ''],
    ['Signed out', () => ''],
    [
      'Note added',
      () => {
        const lead = random.pick(leads);
        return `${String(lead.name)} (${String(lead.id)}): ${random.pick(NOTES)}`;
      },
    ],
    ['Exported leads.csv', () => `${500 + random.int(60_000)} leads`],
    ['Sign-in failed', () => ''],
  ];
  for (let t = first; t < now; t += (10 + random.int(40)) * 60_000) {
    const hour = new Date(t).getUTCHours();
    // The desk works days (Washington), so roughly 12:00 to 01:00 UTC.
    if (hour > 1 && hour < 12) continue;
    const user = random.pick(users);
    const [action, detail] = random.pick(actions);
    rows.push({
      id: random.uuid(),
      at: iso(t),
      user_email: user.email,
      action,
      detail: detail(user),
      client_address: `203.0.113.${1 + random.int(50)}`,
      // As the office writes it: the Activity screen folds a person's sign-ins of one day by it.
      sign_in_day: action === 'Signed in' ? localDate(t, ZONE) : null,
    });
  }
  return rows;
}

export interface Output {
  out: (text: string) => void;
  err: (text: string) => void;
}

const USAGE =
  'usage: npm run db:seed -- (--years N | --months N) [--seed N] [--until YYYY-MM-DD]   (DATABASE_URL, else var/site.db)\n';

/** Parses the command line; a message when it is wrong. */
export function seedArguments(argv: string[], today: string): SeedOptions | string {
  let months: number | undefined;
  let seed = 1;
  let until = today;
  for (let i = 0; i < argv.length; i++) {
    const [flag, value] = [argv[i], argv[i + 1]];
    const number = Number(value);
    if (flag === '--years' && Number.isFinite(number) && number > 0 && number <= 20) months = number * 12;
    else if (flag === '--months' && Number.isFinite(number) && number > 0 && number <= 240) months = number;
    else if (flag === '--seed' && Number.isInteger(number) && number >= 0) seed = number;
    else if (flag === '--until' && value && /^\d{4}-\d{2}-\d{2}$/.test(value)) until = value;
    else return `db:seed: ${flag} ${value ?? ''} is not understood\n${USAGE}`;
    i++;
  }
  if (months === undefined) return `db:seed: say how much history: --years N or --months N\n${USAGE}`;
  return { months, seed, until };
}

/** Runs the seed for the command line; the exit code (0 seeded, 1 refused or failed, 2 bad usage). */
export async function runSeed(argv: string[], env: Record<string, string | undefined>, io: Output): Promise<number> {
  const config = parseDatabaseUrl(env.DATABASE_URL);
  if (typeof config === 'string') {
    io.err(`db:seed: ${config}\n`);
    return 2;
  }
  const options = seedArguments(argv, localDate(Date.now(), ZONE));
  if (typeof options === 'string') {
    io.err(options);
    return 2;
  }
  const where = describeDatabase(config);
  const database = createDatabase(config, { queryTimeoutMs: SEED_QUERY_TIMEOUT_MS });
  try {
    const summary = await seedShop(database, { ...options, progress: (line) => io.out(`  ${line}\n`) });
    const total = Object.values(summary.counts).reduce((sum, n) => sum + n, 0);
    io.out(
      `${where}: seeded ${options.months} months to ${options.until} (seed ${options.seed}): ${summary.counts.customers ?? 0} customers, ` +
        `${summary.counts.leads ?? 0} leads, ${summary.counts.bookings ?? 0} visits, ${summary.counts.reviews ?? 0} reviews; ` +
        `${total} rows in ${(summary.ms / 1000).toFixed(1)} s\n`,
    );
    return 0;
  } catch (error) {
    io.err(`db:seed: ${where}: ${(error as Error).message}\n`);
    return 1;
  } finally {
    await database.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await runSeed(process.argv.slice(2), process.env, {
    out: (text) => process.stdout.write(text),
    err: (text) => process.stderr.write(text),
  });
}
