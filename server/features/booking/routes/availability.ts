import { findService } from '../../../../data/site/services';
import { lookupZip } from '../../../../data/site/zip-lookup';
import { sendReadyAnswer } from '../../../kernel/cache/cached-answer';
import { jsonRoute } from '../api-answers';
import { bookingMessages } from '../service';
import { bookingContext, phone } from '../flows';

/**
 * The windows change with every booking: browsers and CDNs may keep the answer but must ask again each time,
 * and get a 304 while it is unchanged.
 */
export const AVAILABILITY_CACHE_CONTROL = 'public, no-cache';
export const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * GET /api/availability?zip=…&service=…: the windows left, and the closed days so a picker can say why. The same
 * for every zip we serve and service we offer, so it is made once per reading of the database and, once this
 * handler has sent it twice with the same headers, answered before Express (availability-answers.ts).
 */
export const availableWindows = jsonRoute(async (req, res) => {
  const { availability } = bookingContext(res);
  const query = req.query as Record<string, unknown>;
  const zipInput = typeof query.zip === 'string' ? query.zip : '';
  const serviceSlug = typeof query.service === 'string' ? query.service : '';
  const zip = lookupZip(zipInput);
  if (zip.kind === 'none' || zip.kind === 'invalid') {
    res.status(400).json({ error: bookingMessages.badZip, errors: { zip: bookingMessages.badZip } });
    return;
  }
  if (!findService(serviceSlug)) {
    res.status(400).json({ error: bookingMessages.badService, errors: { service: bookingMessages.badService } });
    return;
  }
  if (zip.kind === 'outside') {
    res.status(422).json({ error: bookingMessages.outside(zip.zip), phone });
    return;
  }
  const answer = await availability.current('windows');
  await sendReadyAnswer(req, res, answer, { cacheControl: AVAILABILITY_CACHE_CONTROL, contentType: JSON_TYPE });
});
