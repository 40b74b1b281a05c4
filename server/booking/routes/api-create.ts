import { bookingRules } from '../../../data/booking';
import { lookupZip } from '../../../data/zip-lookup';
import { jsonRoute, phone, windowRefused } from '../api-answers';
import { bookingContext } from '../context';
import { decideBooking } from '../flows';
import { bookingMessages, heldInfo, manageUrl } from '../service';
import { newReference, newToken } from '../store';
import { isoInZone } from '../windows';

const MINUTE = 60_000;

/** POST /api/bookings: a booking in JSON; 201 booked, 202 held for an e-mailed confirmation, or why not. */
export const createBooking = jsonRoute(async (req, res) => {
  const { service } = bookingContext(res);
  const { timeZone } = bookingRules;
  const decision = await decideBooking(service, req.body, req.ip ?? '');
  if (decision.kind === 'spam') {
    // A bot is told it booked the window it asked for, in a real answer's words, so it learns nothing; no place
    // is taken and nothing is stored. A zip outside the area is refused as it would be for anyone.
    const zip = lookupZip(decision.request.zip);
    if (zip.kind === 'outside') {
      res.status(422).json({ error: bookingMessages.outside(zip.zip), phone });
      return;
    }
    const start = decision.request.windowStart;
    res.status(201).json({
      reference: newReference(),
      start: isoInZone(start, timeZone),
      end: isoInZone(start + bookingRules.windowMinutes * MINUTE, timeZone),
      manageUrl: manageUrl(newToken()),
    });
    return;
  }
  if (decision.kind === 'invalid') {
    res.status(400).json({ error: bookingMessages.invalid, errors: decision.errors });
    return;
  }
  const { outcome } = decision;
  switch (outcome.kind) {
    case 'outside':
      res.status(422).json({ error: bookingMessages.outside(outcome.zip), phone });
      return;
    case 'refused':
    case 'full':
      windowRefused(res, outcome);
      return;
    case 'limit':
      res.status(outcome.by === 'client' ? 429 : 409).json({ error: outcome.error, phone });
      return;
    case 'held': {
      // Accepted, not booked: the visitor confirms through the link e-mailed (the surge defence, surge.ts).
      const { message, ...held } = heldInfo(outcome);
      res.status(202).json({ status: 'held', message, ...held, phone });
      return;
    }
    case 'booked':
      res.status(201).json({
        reference: outcome.booking.reference,
        start: outcome.window.start,
        end: outcome.window.end,
        manageUrl: manageUrl(outcome.token),
      });
  }
});
