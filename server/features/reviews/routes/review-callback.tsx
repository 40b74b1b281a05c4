import { wantsJson } from '../../../kernel/http/negotiate';
import { reviewsContext } from '../context';
import { privately, refuse, reviewMessages, reviewPath } from '../pages';
import { guarded, tokenOf } from './guarded';

/**
 * POST /review/:token/callback: "Yes, please call me" under a 1–3 star answer. Marks the review as asking for a
 * call back (Today lists it until someone marks it called back) and alerts the office by e-mail, once however
 * often it is pressed. As a page: 303 back to the link, which says the office will call; as JSON 200.
 */
export const askForCallback = guarded(async (req, res) => {
  const token = tokenOf(req);
  const { links, now } = reviewsContext(res);
  const result = await links.askCallback(token, now());
  if (result.kind === 'unknown') return refuse(req, res, 404, reviewMessages.notFound);
  if (result.kind === 'expired') return refuse(req, res, 410, reviewMessages.expired, result.language);
  if (result.kind === 'not-offered') return refuse(req, res, 409, reviewMessages.notOffered, result.language);
  privately(res);
  if (wantsJson(req)) res.status(200).json({ ok: true, wantsCallback: true });
  else res.redirect(303, reviewPath(token));
});
