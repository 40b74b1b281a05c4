import { tokenOf } from '../api-answers';
import { confirmPage, expiredPage, notFoundPage } from '../booking-pages';
import { bookingContext } from '../context';
import { guarded, seeOther, sendManage, text } from '../page-send';
import { manageUrl } from '../service';
import { withAlternatives } from '../step-answers';
import { parseInstant } from '../validation';

/** POST /booking/:token/confirm: the button on the page a held booking's e-mailed link opens (surge.ts). */
export const confirmHold = guarded(async (req, res) => {
  const token = tokenOf(req);
  const chosen = text((req.body as Record<string, unknown> | undefined)?.windowStart);
  const outcome = await bookingContext(res).service.confirm(
    token,
    chosen === '' ? undefined : (parseInstant(chosen) ?? Number.NaN),
  );
  switch (outcome.kind) {
    case 'booked':
    case 'already':
      // Confirming twice is harmless: both land on the booked visit.
      return seeOther(res, `${manageUrl(token)}?booked=1`);
    case 'not-found':
      return sendManage(res, notFoundPage());
    case 'expired':
      return sendManage(res, expiredPage());
    case 'full':
    case 'refused':
      // The window filled (or passed its notice) while the link waited: the picker, nearest free preselected.
      return sendManage(
        res,
        await confirmPage(res, token, outcome.hold, {
          error: withAlternatives(outcome.error, outcome.alternatives),
          picker: true,
          chosen: outcome.alternatives[0]?.start ?? '',
          status: outcome.kind === 'full' ? 409 : 422,
        }),
      );
    case 'limit':
      return sendManage(
        res,
        await confirmPage(res, token, outcome.hold, {
          error: outcome.error,
          status: outcome.by === 'client' ? 429 : 409,
        }),
      );
  }
});
