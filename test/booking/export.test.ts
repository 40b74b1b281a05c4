/**
 * The bookings CSV the office downloads: the same safe CSV as the leads export. A spreadsheet opens it with the
 * right characters (byte order mark), one record per booking however many lines a problem has, and shows every
 * formula a customer typed as text.
 */
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { bookingsCsv } from '../../server/features/booking/export';
import { toStoredBooking } from '../../server/features/booking/store';

const booking = (fields: Record<string, unknown>) =>
  toStoredBooking({
    id: '6f1c1d7e-0000-4000-8000-000000000001',
    reference: 'CAR-7K3P9Q',
    zip: '20901',
    service: 'washer-repair',
    window_start: '2026-11-24T13:00:00.000Z',
    window_end: '2026-11-24T15:00:00.000Z',
    token_expires_at: '2026-12-01T15:00:00.000Z',
    name: 'Ada Customer',
    phone: '(301) 555-0100',
    email: 'ada@example.com',
    address: '1 Sligo Avenue',
    brand: 'Whirlpool',
    problem: 'It stops mid-cycle.',
    coupon: 'FIRST25',
    status: 'booked',
    sequence: 0,
    created_at: '2026-11-23T14:05:00.000Z',
    updated_at: '2026-11-23T14:05:00.000Z',
    cancelled_at: null,
    changed_by: null,
    ...fields,
  });

describe('the bookings CSV', () => {
  it('starts with a byte order mark and a header, and gives each booking its window in Washington time', () => {
    const csv = bookingsCsv([
      booking({}),
      booking({
        reference: 'CAR-22222B',
        window_start: '2026-07-04T14:00:00.000Z',
        window_end: '2026-07-04T16:00:00.000Z',
        status: 'cancelled',
        changed_by: 'owner@example.com',
        name: 'José Müller',
      }),
    ]);
    expect(csv.startsWith('\ufeffReference,Day (ET),Window (ET),Status,Name,')).toBe(true);
    expect(csv.split('\r\n')).toHaveLength(4);
    const rows = parse(csv.slice(1), { columns: true }) as Record<string, string>[];
    expect(rows[0]).toMatchObject({
      Reference: 'CAR-7K3P9Q',
      'Day (ET)': '2026-11-24',
      'Window (ET)': '08:00–10:00',
      Status: 'Booked',
      Service: 'Washer Repair',
      'Booked (ET)': '2026-11-23 09:05',
      'Last changed by (office)': '',
      'Window start (UTC)': '2026-11-24T13:00:00.000Z',
    });
    // Summer time: 14:00 UTC is 10 AM in Washington.
    expect(rows[1]).toMatchObject({
      'Window (ET)': '10:00–12:00',
      Status: 'Cancelled',
      Name: 'José Müller',
      'Last changed by (office)': 'owner@example.com',
    });
  });

  it('shows formulas as text, past leading spaces and controls, and keeps a many-line problem in one cell', () => {
    const csv = bookingsCsv([
      {
        ...booking({
          name: '=HYPERLINK("http://evil.example","Click")',
          phone: '+1 301 555 0100',
          email: '@SUM(A1:A9)',
          address: ' \t-2+3',
          brand: '\u0000=cmd|" /C calc"!A0',
          problem: '=1+1\r\nsecond line, with "quotes"\u2028third',
          coupon: '\u202e=evil',
        }),
        // A technician's name is the owner's typing, but a cell all the same.
        technician: '=Tom Wrench',
      },
    ]);
    const [row] = parse(csv.slice(1), { columns: true }) as Record<string, string>[];
    expect(row).toMatchObject({
      Name: `'=HYPERLINK("http://evil.example","Click")`,
      Phone: "'+1 301 555 0100",
      'E-mail': "'@SUM(A1:A9)",
      Address: "'-2+3",
      Brand: `'=cmd|" /C calc"!A0`,
      'What is happening': `'=1+1\nsecond line, with "quotes"\nthird`,
      Coupon: "'=evil",
      Technician: "'=Tom Wrench",
    });
    for (const value of Object.values(row!)) expect(value).not.toMatch(/^[=+\-@]/);
  });
});
