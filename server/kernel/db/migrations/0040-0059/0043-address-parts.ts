import type { Kysely } from 'kysely';

/**
 * Addresses as people write them (issue 40, docs/booking.md#the-address): a visit's unit (Apt, suite, floor) and
 * town beside its street, on bookings and on the bookings held during a surge (which become bookings). Rows
 * already stored keep their street as typed, often with the unit and town in it (the formatter reads those
 * endings, data/site/address.ts); their town is filled from the zip where the zip has one town, and left '' for
 * the one zip of two towns (20774, Upper Marlboro and Largo). Leads hold no address.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['bookings', 'booking_holds']) {
    await db.schema
      .alterTable(table)
      .addColumn('unit', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('town', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
  }
  const rows = db as unknown as Kysely<Record<'bookings' | 'booking_holds', { zip: string; town: string }>>;
  for (const [town, zips] of Object.entries(SINGLE_TOWN_ZIPS))
    for (const table of ['bookings', 'booking_holds'] as const)
      await rows.updateTable(table).set({ town }).where('zip', 'in', zips).where('town', '=', '').execute();
}

/** data/site/cities.ts's zips of one town each, as they were when this migration was written: a copy, frozen. */
const SINGLE_TOWN_ZIPS: Record<string, string[]> = {
  Washington: [
    '20001',
    '20002',
    '20003',
    '20004',
    '20005',
    '20006',
    '20007',
    '20008',
    '20009',
    '20010',
    '20011',
    '20012',
    '20015',
    '20016',
    '20017',
    '20018',
    '20019',
    '20020',
    '20024',
    '20032',
    '20036',
    '20037',
  ],
  Bowie: ['20715', '20716', '20720', '20721'],
  Greenbelt: ['20770', '20771'],
  Laurel: ['20707', '20708', '20723', '20724'],
  'College Park': ['20740', '20742'],
  Hyattsville: ['20781', '20782', '20783', '20784', '20785'],
  'Upper Marlboro': ['20772'],
  Bladensburg: ['20710'],
  'Capitol Heights': ['20743'],
  Clinton: ['20735'],
  'Fort Washington': ['20744'],
  'Silver Spring': ['20901', '20902', '20903', '20904', '20905', '20906', '20910'],
  Bethesda: ['20814', '20816', '20817'],
  Rockville: ['20850', '20851', '20852', '20853'],
  Gaithersburg: ['20877', '20878', '20879', '20886'],
  'Takoma Park': ['20912'],
  'Chevy Chase': ['20815'],
  Potomac: ['20854'],
  Germantown: ['20874', '20876'],
  Columbia: ['21044', '21045', '21046'],
  'Ellicott City': ['21042', '21043'],
  Elkridge: ['21075'],
  Clarksville: ['21029'],
  Fulton: ['20759'],
  Savage: ['20763'],
  Highland: ['20777'],
};
