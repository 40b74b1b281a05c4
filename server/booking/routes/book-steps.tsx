import type { RequestHandler } from 'express';
import { oneLine } from '../../../data/text';
import { bookFlowPage, emptyBookingValues } from '../../pages/book';
import { guarded, sendPage, text } from '../page-send';
import { limitChecked, placeChecked, windowChecked, windowStep } from '../step-answers';
import { findCoupon } from '../validation';

/** Steps 2 and 3 from a link or the form without JavaScript: the windows, then the details form. */
const steps = guarded(async (req, res) => {
  const query = req.query as Record<string, unknown>;
  const values = emptyBookingValues();
  values.zip = oneLine(text(query.zip)).slice(0, 10);
  values.service = oneLine(text(query.service)).slice(0, 60);
  values.coupon = findCoupon(oneLine(text(query.coupon))) ?? '';
  values.windowStart = oneLine(text(query.window)).slice(0, 40);
  if (!placeChecked(res, values)) return;
  if (values.windowStart === '') return windowStep(res, values);
  if (!(await windowChecked(res, values))) return;
  if (!(await limitChecked(req, res, values))) return;
  sendPage(res, bookFlowPage({ step: 'details', values, errors: {} }));
});

/** GET /book with a zip code or a window: a live step; without either, the cached step 1 (next route) answers. */
export const bookSteps: RequestHandler = (req, res, next) => {
  const query = req.query as Record<string, unknown>;
  if (text(query.zip).trim() === '' && text(query.window) === '') return next();
  return steps(req, res, next);
};
