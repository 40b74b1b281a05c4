/**
 * Spanish says "antes de la 1 p.m." but "antes de las 3 p.m." (issue 41 item 6: natural Spanish): the hold's page,
 * the held booking's answer and the Book a Visit card name the hour with its article.
 */
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../data/messages';

const { hold, booking, common } = messagesFor('es');

describe('an hour after "antes de" in Spanish', () => {
  it('takes "la" for one o’clock and "las" for every other hour', () => {
    expect(hold.pressAfter('1 p.m.')).toContain(' antes de la 1 p.m. (hora de Nueva York)');
    expect(hold.pressAfter('1:30 p.m.')).toContain(' antes de la 1:30 p.m. ');
    expect(hold.pressAfter('11 a.m.')).toContain(' antes de las 11 a.m. ');
    expect(booking.heldOpenAfter('1:15 p.m.', 'martes')).toContain('(antes de la 1:15 p.m., hora de Nueva York)');
    expect(booking.heldOpenAfter('12 p.m.', 'martes')).toContain('(antes de las 12 p.m., hora de Nueva York)');
    expect(common.bookVisitFeeRest('2 p.m.')).toContain('si reserva antes de las 2 p.m.');
  });
});
