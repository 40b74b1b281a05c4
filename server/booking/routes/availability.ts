import { bookingRules } from '../../../data/booking';
import { findService } from '../../../data/services';
import { lookupZip } from '../../../data/zip-lookup';
import { jsonRoute, phone } from '../api-answers';
import { bookingContext } from '../context';
import { bookingMessages, windowOf } from '../service';

/** GET /api/availability?zip=…&service=…: the windows left, and the closed days so a picker can say why. */
export const availableWindows = jsonRoute(async (req, res) => {
  const { service } = bookingContext(res);
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
  const days = await service.days();
  res.json({
    timeZone: bookingRules.timeZone,
    windows: days.flatMap((day) => day.windows.map(windowOf)),
    closed: days.flatMap((day) => (day.closed ? [{ date: day.date, reason: day.closed }] : [])),
  });
});
