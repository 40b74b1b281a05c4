/**
 * The price book and sales tax (docs/office.md, "Price book and sales tax"; decision 0049): the owner adds a part
 * for washers, corrects its price, archives it and sets Maryland's tax to 6 %, each change written with its
 * activity line; the dispatcher and the technicians may not open it; a price or rate typed wrong comes back as
 * typed with its message beside it and nothing written; and the money rules the estimates will use round tax on
 * parts half up to the cent and credit the service call fee as the receipt does.
 */
import { load } from 'cheerio';
import { HtmlValidate } from 'html-validate';
import { describe, expect, it } from 'vitest';
import { priceVisit, SERVICE_CALL_FEE_CENTS } from '../../data/charges';
import type { AppDatabase } from '../../server/kernel/db/database';
import {
  formatPercent,
  lineTotalCents,
  optionTotals,
  parsePercent,
  partsTaxCents,
} from '../../server/features/estimates/money';
import { testEngines } from '../helpers/engines';
import { officeApp, OWNER, type OfficeBrowser, testPasswordHash } from '../helpers/office';

const engines = testEngines('price book', { postgres: false });
const PRICE_BOOK = '/office/settings/price-book';
const STAFF_PASSWORD = 'gasket-harbor-violet-63';

async function priceBookOffice(database: AppDatabase) {
  const office = await officeApp(database);
  const as = (browser: OfficeBrowser) => ({
    get: (path = PRICE_BOOK) => office.http.get(path).set('Cookie', browser.cookie),
    post: (path: string, form: Record<string, string>) => {
      // A minute between changes, so the activity log's order is the order they were made in.
      office.clock.set(new Date(office.clock.now().getTime() + 60_000));
      return office.http
        .post(path)
        .set('Cookie', browser.cookie)
        .type('form')
        .send({ _csrf: browser.csrf, ...form });
    },
  });
  return { office, owner: as(await office.signIn()), as };
}

const itemsOf = (database: AppDatabase) =>
  database.db.selectFrom('price_book_items').selectAll().orderBy('name').execute();
const ratesOf = (database: AppDatabase) =>
  database.db.selectFrom('sales_tax_rates').select(['state', 'rate', 'updated_by']).orderBy('state').execute();
const activityOf = (database: AppDatabase) =>
  database.db
    .selectFrom('office_activity')
    .select(['action', 'detail', 'user_email'])
    .where('action', 'in', [
      'Price book item added',
      'Price book item changed',
      'Price book item archived',
      'Price book item restored',
      'Sales tax changed',
    ])
    .orderBy('at')
    .orderBy('id')
    .execute();

describe.each(engines)('the price book on $name', (engine) => {
  it('lets the owner add a part, correct its price, archive it and set Maryland’s tax to 6 %, each with its activity line', async () => {
    const database = await engine.open();
    const { owner } = await priceBookOffice(database);

    const empty = await owner.get();
    expect(empty.status).toBe(200);
    expect(load(empty.text)('h1').text()).toBe('Price book');
    expect(empty.text).toContain('No items yet');
    // Tax is 0 until the owner sets it, shown as a percent with two decimals.
    expect(load(empty.text)('#tax-heading').parent().text()).toContain('Maryland: 0.00 %');

    const added = await owner.post(PRICE_BOOK, {
      appliance: 'washer-repair',
      kind: 'part',
      name: 'Drain pump',
      price: '$150',
    });
    expect(added.status).toBe(303);
    expect(added.headers.location).toBe(`${PRICE_BOOK}?saved=added`);
    await owner.post(PRICE_BOOK, { appliance: '', kind: 'labour', name: 'First hour of labour', price: '120.00' });
    const [pump, hour] = await itemsOf(database);
    expect(pump).toMatchObject({
      appliance: 'washer-repair',
      kind: 'part',
      price_cents: 15000,
      archived: 0,
      updated_by: OWNER,
    });
    expect(hour).toMatchObject({ appliance: '', kind: 'labour', price_cents: 12000 });

    const listed = load((await owner.get(`${PRICE_BOOK}?saved=added`)).text);
    expect(listed('[role="status"]').text()).toBe('Item added.');
    // By appliance: labour for any appliance first, then the washer's part, each with its price.
    expect(
      listed('section[aria-labelledby^="group-"]')
        .map((_i, group) => listed(group).find('h3').text())
        .get(),
    ).toEqual(['Any appliance', 'Washer']);
    const washer = listed('section[aria-labelledby="group-washer"]').text();
    expect(washer).toContain('Drain pump');
    expect(washer).toContain('Part · $150.00');

    const edited = await owner.post(`${PRICE_BOOK}/items/${pump!.id}`, { name: 'Drain pump (OEM)', price: '165.50' });
    expect(edited.status).toBe(303);
    expect(
      await database.db.selectFrom('price_book_items').selectAll().where('id', '=', pump!.id).executeTakeFirst(),
    ).toMatchObject({ name: 'Drain pump (OEM)', price_cents: 16550, archived: 0 });

    const archived = await owner.post(`${PRICE_BOOK}/items/${pump!.id}/archive`, { archived: 'yes' });
    expect(archived.status).toBe(303);
    expect(archived.headers.location).toBe(`${PRICE_BOOK}?saved=archived`);
    const row = await database.db
      .selectFrom('price_book_items')
      .selectAll()
      .where('id', '=', pump!.id)
      .executeTakeFirst();
    expect(row?.archived).toBe(1);
    const afterArchive = load((await owner.get()).text);
    expect(afterArchive('section[aria-labelledby="group-washer"]')).toHaveLength(0);
    expect(afterArchive('section[aria-labelledby="archived-heading"]').text()).toContain('Drain pump (OEM)');

    const taxed = await owner.post(`${PRICE_BOOK}/tax`, { dc: '0', md: '6 %' });
    expect(taxed.status).toBe(303);
    expect(taxed.headers.location).toBe(`${PRICE_BOOK}?saved=tax`);
    // Basis points; DC, left at 0, is not written.
    expect(await ratesOf(database)).toEqual([{ state: 'MD', rate: 600, updated_by: OWNER }]);
    const page = load((await owner.get()).text);
    expect(page('#tax-heading').parent().text()).toContain('Maryland: 6.00 %');
    expect(page('#tax-md').val()).toBe('6.00');
    // Typed the other ways a person writes it, the rate is the same, and an unchanged form writes no line.
    expect((await owner.post(`${PRICE_BOOK}/tax`, { dc: '0.00', md: '6.00' })).status).toBe(303);
    expect((await owner.post(`${PRICE_BOOK}/tax`, { dc: '0', md: '6' })).status).toBe(303);

    expect(await activityOf(database)).toEqual([
      { action: 'Price book item added', detail: 'Washer · Part · Drain pump: $150.00', user_email: OWNER },
      {
        action: 'Price book item added',
        detail: 'Any appliance · Labour · First hour of labour: $120.00',
        user_email: OWNER,
      },
      {
        action: 'Price book item changed',
        detail: 'Drain pump (OEM) (was “Drain pump”): $150.00 → $165.50',
        user_email: OWNER,
      },
      { action: 'Price book item archived', detail: 'Drain pump (OEM)', user_email: OWNER },
      { action: 'Sales tax changed', detail: 'MD 0.00 % → 6.00 %', user_email: OWNER },
    ]);
  });

  it('refuses the dispatcher and the technician (403) and writes nothing for them', async () => {
    const database = await engine.open();
    const { office, owner, as } = await priceBookOffice(database);
    await owner.post(PRICE_BOOK, { appliance: '', kind: 'labour', name: 'First hour of labour', price: '120' });
    const [item] = await itemsOf(database);
    const hash = await testPasswordHash(STAFF_PASSWORD);
    for (const role of ['dispatcher', 'technician'] as const) {
      const email = `${role}@example.com`;
      await office.store.addUser(email, hash, new Date(), { role, name: `The ${role}` });
      const staff = as(await office.signIn(email, STAFF_PASSWORD));
      const screen = await staff.get();
      expect(screen.status, role).toBe(403);
      expect(screen.text, role).not.toContain('First hour of labour');
      for (const [path, form] of [
        [PRICE_BOOK, { appliance: '', kind: 'part', name: 'Sneaky part', price: '1' }],
        [`${PRICE_BOOK}/items/${item!.id}`, { name: 'Cheaper hour', price: '1' }],
        [`${PRICE_BOOK}/items/${item!.id}/archive`, { archived: 'yes' }],
        [`${PRICE_BOOK}/tax`, { dc: '9', md: '9' }],
      ] as const)
        expect((await staff.post(path, form)).status, `${role} ${path}`).toBe(403);
      // The navigation shows them no Price Book either.
      expect((await staff.get('/office/profile')).text, role).not.toContain(`href="${PRICE_BOOK}"`);
    }
    expect(await itemsOf(database)).toEqual([expect.objectContaining({ name: 'First hour of labour', archived: 0 })]);
    expect(await ratesOf(database)).toEqual([]);
    expect((await activityOf(database)).map((line) => line.action)).toEqual(['Price book item added']);
  });

  it('shows a bad price or rate again as typed, its message beside its field (400), and writes nothing', async () => {
    const database = await engine.open();
    const { owner } = await priceBookOffice(database);
    await owner.post(PRICE_BOOK, { appliance: 'dryer-repair', kind: 'part', name: 'Belt', price: '35' });
    const [belt] = await itemsOf(database);
    const before = await activityOf(database);

    const badAdd = await owner.post(PRICE_BOOK, {
      appliance: 'refrigerator-repair',
      kind: 'part',
      name: 'Door gasket <b>seal</b>',
      price: '12.345',
    });
    expect(badAdd.status).toBe(400);
    let $ = load(badAdd.text);
    expect($('#add-price').val()).toBe('12.345');
    expect($('#add-price').attr('aria-describedby')).toBe('add-price-error');
    expect($('#add-price-error').text()).toContain('Please type an amount in dollars and cents');
    expect($('#add-name').val()).toBe('Door gasket <b>seal</b>');
    expect($('#add-appliance').val()).toBe('refrigerator-repair');
    expect($('#add-kind').val()).toBe('part');
    // Visitor-style text stays text.
    expect(badAdd.text).not.toContain('<b>seal</b>');

    const missing = await owner.post(PRICE_BOOK, { appliance: '', kind: 'labour', name: '', price: '' });
    expect(missing.status).toBe(400);
    $ = load(missing.text);
    expect($('#add-name-error').text()).toContain('Please name the item');
    expect($('#add-price-error').text()).toContain('Please type the price');

    const badEdit = await owner.post(`${PRICE_BOOK}/items/${belt!.id}`, { name: 'Drive belt', price: '-5' });
    expect(badEdit.status).toBe(400);
    $ = load(badEdit.text);
    const field = `#item-${belt!.id}`;
    expect($(`${field}-name`).val()).toBe('Drive belt');
    expect($(`${field}-price`).val()).toBe('-5');
    expect($(`${field}-price-error`).text()).toContain('no minus sign');
    // The refused item's form is the one unfolded.
    expect($(`${field}-price`).closest('details').attr('open')).toBeDefined();

    const badRate = await owner.post(`${PRICE_BOOK}/tax`, { dc: '6', md: '6,5' });
    expect(badRate.status).toBe(400);
    $ = load(badRate.text);
    expect($('#tax-md').val()).toBe('6,5');
    expect($('#tax-dc').val()).toBe('6');
    expect($('#tax-md-error').text()).toContain('Please type the rate as a percent');
    expect($('#tax-dc-error')).toHaveLength(0);
    const tooHigh = await owner.post(`${PRICE_BOOK}/tax`, { dc: '60', md: '6' });
    expect(tooHigh.status).toBe(400);
    expect(load(tooHigh.text)('#tax-dc-error').text()).toContain('That is over 20.00 %');

    expect(await itemsOf(database)).toEqual([
      expect.objectContaining({ id: belt!.id, name: 'Belt', price_cents: 3500, archived: 0 }),
    ]);
    expect(await ratesOf(database)).toEqual([]);
    expect(await activityOf(database)).toEqual(before);
  });

  it('answers 404 for an item that does not exist, and serves valid markup with items and archived ones', async () => {
    const database = await engine.open();
    const { owner } = await priceBookOffice(database);
    expect((await owner.post(`${PRICE_BOOK}/items/no-such-item`, { name: 'X', price: '1' })).status).toBe(404);
    expect((await owner.post(`${PRICE_BOOK}/items/no-such-item/archive`, { archived: 'yes' })).status).toBe(404);
    await owner.post(PRICE_BOOK, { appliance: 'oven-repair', kind: 'part', name: 'Bake element', price: '89' });
    await owner.post(PRICE_BOOK, { appliance: 'oven-repair', kind: 'part', name: 'Igniter', price: '110' });
    const [, igniter] = await itemsOf(database);
    await owner.post(`${PRICE_BOOK}/items/${igniter!.id}/archive`, { archived: 'yes' });
    const html = (await owner.get()).text;
    const report = await new HtmlValidate({
      extends: ['html-validate:recommended'],
      rules: {
        'void-style': ['error', { style: 'selfclose' }],
        'attr-case': ['error', { style: ['lowercase', 'camelcase'] }],
        'attribute-boolean-style': ['error', { style: 'empty' }],
        'tel-non-breaking': ['error', { ignoreClasses: ['tel'] }],
      },
    }).validateString(html);
    expect(report.results.flatMap((result) => result.messages.map((m) => `${m.ruleId}: ${m.message}`))).toEqual([]);
    // Restored, the igniter is offered again.
    expect((await owner.post(`${PRICE_BOOK}/items/${igniter!.id}/archive`, { archived: 'no' })).status).toBe(303);
    expect(load((await owner.get()).text)('section[aria-labelledby="group-oven"]').text()).toContain('Igniter');
  });
});

describe('the estimates’ money rules', () => {
  it('rounds tax on parts half up to the cent, in integer arithmetic', () => {
    // 6 % of $25.75 is 154.5 cents: half a cent rounds up.
    expect(partsTaxCents(2575, 600)).toBe(155);
    // Just under half a cent rounds down.
    expect(partsTaxCents(2574, 600)).toBe(154);
    // 10.25 % of $6.00 is 61.5 cents, which a float rate (600 × 0.1025 = 61.4999…) would round down.
    expect(partsTaxCents(600, 1025)).toBe(62);
    // 5.75 % of $10.00 is 57.5 cents.
    expect(partsTaxCents(1000, 575)).toBe(58);
    // 6 % of 25 cents is 1.5 cents; of 8 cents, 0.48.
    expect(partsTaxCents(25, 600)).toBe(2);
    expect(partsTaxCents(8, 600)).toBe(0);
    expect(partsTaxCents(1_000_000_00, 600)).toBe(6_000_000);
  });

  it('charges no tax at 0 %, and none on labour', () => {
    expect(partsTaxCents(123_45, 0)).toBe(0);
    const labourOnly = optionTotals([{ kind: 'labour', quantity: 2, unitCents: 9999 }], { taxRate: 600, feeCents: 0 });
    expect(labourOnly).toMatchObject({ labourCents: 19998, partsCents: 0, taxCents: 0, totalCents: 19998 });
    const untaxed = optionTotals([{ kind: 'part', quantity: 1, unitCents: 4550 }], { taxRate: 0, feeCents: 0 });
    expect(untaxed).toMatchObject({ partsCents: 4550, taxCents: 0, totalCents: 4550 });
  });

  it('totals a line as quantity × unit price, and refuses fractions of a cent or of a part', () => {
    expect(lineTotalCents({ quantity: 3, unitCents: 1999 })).toBe(5997);
    expect(() => lineTotalCents({ quantity: 1, unitCents: 19.99 })).toThrow(RangeError);
    expect(() => lineTotalCents({ quantity: 0.5, unitCents: 1000 })).toThrow(RangeError);
    expect(() => lineTotalCents({ quantity: 0, unitCents: 1000 })).toThrow(RangeError);
    expect(() => partsTaxCents(100, 600.5)).toThrow(RangeError);
  });

  it('credits the service call fee toward the repair as the receipt does, then adds the tax', () => {
    const lines = [
      { kind: 'labour', quantity: 1, unitCents: 120_00 },
      { kind: 'part', quantity: 2, unitCents: 45_50 },
    ] as const;
    const totals = optionTotals(lines, { taxRate: 600, feeCents: SERVICE_CALL_FEE_CENTS });
    expect(totals).toEqual({
      labourCents: 120_00,
      partsCents: 91_00,
      taxCents: 5_46,
      feeCents: SERVICE_CALL_FEE_CENTS,
      feeCreditCents: SERVICE_CALL_FEE_CENTS,
      totalCents: 120_00 + 91_00 + 5_46,
    });
    // Before tax, the same figures as the receipt's price of the same repair (data/charges.ts).
    for (const [labourCents, partsCents] of [
      [120_00, 91_00],
      [30_00, 0],
      [0, 0],
      [50_00, 20_00],
    ] as const) {
      const option = optionTotals(
        [
          ...(labourCents ? [{ kind: 'labour' as const, quantity: 1, unitCents: labourCents }] : []),
          ...(partsCents ? [{ kind: 'part' as const, quantity: 1, unitCents: partsCents }] : []),
        ],
        { taxRate: 0, feeCents: SERVICE_CALL_FEE_CENTS },
      );
      const receipt = priceVisit({ partsCents, labourCents, chargeFee: true, coupon: '' });
      expect(receipt).toMatchObject({ feeCreditCents: option.feeCreditCents, totalCents: option.totalCents });
    }
    // A repair smaller than the fee: the customer pays the fee, which covers it.
    expect(
      optionTotals([{ kind: 'labour', quantity: 1, unitCents: 30_00 }], {
        taxRate: 600,
        feeCents: SERVICE_CALL_FEE_CENTS,
      }),
    ).toMatchObject({ feeCreditCents: 30_00, totalCents: SERVICE_CALL_FEE_CENTS });
  });

  it('reads a rate typed as a percent into basis points, and shows it with two decimals', () => {
    for (const typed of ['6', '6.00', '6 %', '6%', ' 6.0 ']) expect(parsePercent(typed), typed).toBe(600);
    expect(parsePercent('5.75')).toBe(575);
    expect(parsePercent('0')).toBe(0);
    for (const typed of ['', '6,5', '-1', '6.125', 'six', '100', '6 % %'])
      expect(parsePercent(typed), typed).toBeUndefined();
    expect(formatPercent(600)).toBe('6.00 %');
    expect(formatPercent(575)).toBe('5.75 %');
    expect(formatPercent(0)).toBe('0.00 %');
  });
});
