import { describe, expect, it } from 'vitest';
import { composeText } from '../../server/features/texts/compose';
import { visitTextBody, type VisitTextKind } from '../../server/features/booking/emails/visit-texts';
import type { StoredBooking } from '../../server/features/booking/store';
import { fitSegments, textSize, type TextEncoding } from '../../server/kernel/texts/segments';
import type { Locale } from '../../data/locale';
import { messagesFor } from '../../data/messages';
import { reviewTextBody } from '../../server/features/reviews/words';
import { teamRules } from '../../data/team';

/** Each template's encoding and segments at its longest, English then Spanish: the table docs/texts.md shows. */
const table: [template: string, en: TextEncoding, enSegments: number, es: TextEncoding, esSegments: number][] = [
  ['confirmed', 'GSM-7', 2, 'GSM-7', 2],
  ['reminder', 'GSM-7', 2, 'GSM-7', 2],
  ['onTheWay', 'GSM-7', 2, 'GSM-7', 2],
  ['done', 'GSM-7', 2, 'GSM-7', 1],
  ['missed', 'GSM-7', 2, 'GSM-7', 2],
  ['partsIn', 'GSM-7', 2, 'GSM-7', 2],
  ['payLink', 'GSM-7', 2, 'GSM-7', 2],
  ['receipt', 'GSM-7', 2, 'GSM-7', 2],
  ['reviewRequest', 'GSM-7', 2, 'GSM-7', 2],
];

describe('a text priced in segments, as the carriers bill it', () => {
  it('counts Spanish in GSM-7 while it keeps to é, ñ, ü, ¿ and ¡, and in UCS-2 once it needs á, í, ó or ú', () => {
    expect(textSize('¿Señor Müller? ¡Café listo!')).toEqual({ encoding: 'GSM-7', units: 27, segments: 1 });
    const spanish = textSize('Su técnico está en camino.');
    expect(spanish.encoding).toBe('UCS-2');
    expect(spanish.units).toBe(26);
  });

  it('fits 160 GSM-7 characters in one segment and 153 a segment beyond; 70 and 67 in UCS-2', () => {
    expect(textSize('a'.repeat(160)).segments).toBe(1);
    expect(textSize('a'.repeat(161)).segments).toBe(2);
    expect(textSize('a'.repeat(306)).segments).toBe(2);
    expect(textSize('a'.repeat(307)).segments).toBe(3);
    expect(textSize('á'.repeat(70)).segments).toBe(1);
    expect(textSize('á'.repeat(71)).segments).toBe(2);
    expect(textSize('á'.repeat(134)).segments).toBe(2);
    expect(textSize('á'.repeat(135)).segments).toBe(3);
  });

  it('counts the extension table’s characters twice and a character outside the BMP as two units', () => {
    expect(textSize('€[]{}').units).toBe(10);
    expect(textSize('€'.repeat(80)).segments).toBe(1);
    expect(textSize('€'.repeat(81)).segments).toBe(2);
    expect(textSize('ok 👍')).toEqual({ encoding: 'UCS-2', units: 5, segments: 1 });
    // A cut never splits a pair: the thumb goes whole or not at all.
    expect(fitSegments('👍'.repeat(40), 1, 'UCS-2')).toBe('👍'.repeat(35));
  });
});

describe('a long text is cut at two segments in its own encoding', () => {
  it('keeps an English text to 306 characters, footer included', () => {
    const sent = composeText('word '.repeat(200));
    expect(textSize(sent)).toMatchObject({ encoding: 'GSM-7', segments: 2 });
    expect(sent.length).toBeGreaterThan(290);
    expect(sent).toMatch(/\.\.\.\nReply STOP to opt out$/);
  });

  it('keeps a Spanish text with "á" to 134 units: two UCS-2 segments, not five', () => {
    const sent = composeText(`Capital Appliance Repair: ${'está '.repeat(100)}`);
    expect(textSize(sent)).toMatchObject({ encoding: 'UCS-2', segments: 2 });
    expect(sent.length).toBeLessThanOrEqual(134);
    expect(sent.length).toBeGreaterThan(125);
    expect(sent).toMatch(/\.\.\.\nReply STOP to opt out$/);
  });

  it('leaves a text that fits as it was written', () => {
    expect(composeText('Capital Appliance Repair: see you at 8 am.')).toBe(
      'Capital Appliance Repair: see you at 8 am.\nReply STOP to opt out',
    );
  });
});

/** The longest a visit's texts get: the longest appliance, a Wednesday in September, a long technician name. */
const longest: StoredBooking = {
  id: '00000000-0000-4000-8000-000000000000',
  reference: 'CAR-7KQ4M2',
  zip: '20774',
  service: 'garbage-disposal-repair',
  windowStart: '2026-09-30T20:00:00.000Z',
  windowEnd: '2026-09-30T22:00:00.000Z',
  tokenExpiresAt: '2026-10-30T22:00:00.000Z',
  name: 'Maximiliana Villanueva-Santamaría',
  phone: '(202) 555-0123',
  email: '',
  address: '12345 Old Marlboro Pike',
  unit: 'Apt 1204',
  town: 'Upper Marlboro',
  brand: 'Frigidaire',
  model: '',
  problem: '',
  coupon: '',
  status: 'booked',
  sequence: 0,
  createdAt: '2026-09-01T12:00:00.000Z',
  updatedAt: '2026-09-01T12:00:00.000Z',
  cancelledAt: null,
  changedBy: null,
  visitStatus: 'booked',
  technicianId: null,
  language: 'en',
};
const link = `https://www.capitalappliancerepair.com/booking/${'x'.repeat(43)}`;

describe('every visit text, at its longest, fits two segments', () => {
  it.each<[VisitTextKind, string, number]>([
    ['confirmed', 'GSM-7', 2],
    ['reminder', 'GSM-7', 2],
    ['on-the-way', 'GSM-7', 2],
    ['done', 'GSM-7', 2],
    ['missed', 'GSM-7', 2],
  ])('the %s text is %s in %i segment(s)', (kind, encoding, segments) => {
    const sent = composeText(visitTextBody(kind, longest, { firstName: 'Maximiliano', bio: '' }, link));
    expect(sent).not.toMatch(/\.\.\.\n/);
    expect(textSize(sent)).toMatchObject({ encoding, segments });
  });
});

/**
 * Every text template of the catalogs (data/messages/{en,es}/texts.ts), in both languages, at its longest: the
 * longest appliance, a Wednesday 30 September (the longest day and month in either language), 4 pm to 6 pm, an
 * 11-letter first name, a 10-character reference, a 91-character link, $1,234.56. docs/texts.md lists the table.
 */
describe('every text template, in English and in Spanish, at its longest', () => {
  const spanish: StoredBooking = { ...longest, language: 'es' };
  const technician = { firstName: 'Maximiliano', bio: '' };
  const sent = (locale: Locale, kind: string): string => {
    const booking = locale === 'es' ? spanish : longest;
    const { texts } = messagesFor(locale);
    const visit = (visitKind: VisitTextKind) => visitTextBody(visitKind, booking, technician, link);
    const bodies: Record<keyof typeof texts, string | undefined> = {
      optOut: undefined,
      confirmed: visit('confirmed'),
      reminder: visit('reminder'),
      onTheWay: visit('on-the-way'),
      done: visit('done'),
      missed: visit('missed'),
      partsIn: texts.partsIn(2, link),
      payLink: texts.payLink('$1,234.56', longest.reference, link),
      receipt: texts.receipt(longest.reference, '$1,234.56', '$1,234.56', link),
      reviewRequest: reviewTextBody(longest.service, link, locale),
    };
    return composeText(bodies[kind as keyof typeof texts]!, locale);
  };

  it('prices every template the catalogs hold', () => {
    const templates = Object.keys(messagesFor('en').texts).filter((key) => key !== 'optOut');
    expect(templates.sort()).toEqual(table.map(([template]) => template).sort());
  });

  it.each(table)(
    '%s: English %s in %i, Spanish %s in %i',
    (template, enEncoding, enSegments, esEncoding, esSegments) => {
      for (const [locale, encoding, segments] of [
        ['en', enEncoding, enSegments],
        ['es', esEncoding, esSegments],
      ] as const) {
        const text = sent(locale, template);
        // Whole: nothing cut with "...", the link and the opt-out line in the text's own language at the end.
        expect(text, text).not.toMatch(/\.\.\.\n/);
        expect(text.endsWith(`\n${messagesFor(locale).texts.optOut}`)).toBe(true);
        expect(textSize(text), text).toEqual(expect.objectContaining({ encoding, segments }));
        expect(segments).toBeLessThanOrEqual(2);
      }
    },
  );

  it('keeps the Spanish accents of its own words', () => {
    const onTheWay = sent('es', 'onTheWay');
    expect(onTheWay).toContain('Maximiliano, su técnico, va en camino');
    expect(onTheWay).toContain('¿Preguntas? Llame al');
    expect(onTheWay).toContain('de 4 p.m. a 6 p.m.');
  });
});

/**
 * Issue 41 item 4: a technician's first name never pushes a text past two segments or cuts its end. On the Way is
 * the one template with a name (the others name no one: the test above gives them none). At its longest, a name
 * with á, í, ó or ú would make it UCS-2 and cut; it is written without the accent, a name with no GSM-7 form or too
 * long for the room is left out, and é, ñ and ü, being GSM-7, stay as written (docs/texts.md#segments).
 */
describe('a technician’s name in a text, whatever the team screen accepts', () => {
  // The longest name the team screen takes, accented: in GSM-7 it still fits (On the Way: 279 of 306 in English).
  const long80 = `Ángel${'a'.repeat(teamRules.nameMaxLength - 5)}`;
  const long80Plain = `Angel${'a'.repeat(teamRules.nameMaxLength - 5)}`;
  const cases: [written: string, en: string, es: string][] = [
    ['Raúl', 'Raul, your technician,', 'Raul, su técnico,'],
    ['Ángel', 'Angel, your technician,', 'Angel, su técnico,'],
    ['Óscar', 'Oscar, your technician,', 'Oscar, su técnico,'],
    ['Jesús', 'Jesus, your technician,', 'Jesus, su técnico,'],
    ['Inés', 'Inés, your technician,', 'Inés, su técnico,'],
    ['Begoña', 'Begoña, your technician,', 'Begoña, su técnico,'],
    ['Zoë', 'Zoe, your technician,', 'Zoe, su técnico,'],
    ['Łukasz', 'Your technician is on the way', 'Su técnico va en camino'],
    ['李明', 'Your technician is on the way', 'Su técnico va en camino'],
    [long80, `${long80Plain}, your technician,`, `${long80Plain}, su técnico,`],
  ];

  it.each(cases)('%s: within two segments, the end never cut, in both languages', (written, en, es) => {
    expect(written.length).toBeLessThanOrEqual(teamRules.nameMaxLength);
    for (const [locale, named] of [
      ['en', en],
      ['es', es],
    ] as const) {
      const booking: StoredBooking = { ...longest, language: locale };
      const text = composeText(visitTextBody('on-the-way', booking, { firstName: written, bio: '' }), locale);
      expect(text, text).toContain(named);
      expect(text, text).not.toMatch(/\.\.\.\n/);
      expect(text, text).toContain(
        locale === 'en' ? 'Questions? Call (202) 555-0147.' : '¿Preguntas? Llame al (202) 555-0147.',
      );
      expect(text.endsWith(`\n${messagesFor(locale).texts.optOut}`)).toBe(true);
      expect(textSize(text)).toMatchObject({ encoding: 'GSM-7', segments: 2 });
    }
  });

  it('writes a name that fits as the team screen holds it', () => {
    for (const locale of ['en', 'es'] as const) {
      const text = composeText(
        visitTextBody('on-the-way', { ...longest, language: locale }, { firstName: 'Maximiliano', bio: '' }),
        locale,
      );
      expect(text).toMatch(/^Capital Appliance Repair: Maximiliano, /);
    }
  });
});
