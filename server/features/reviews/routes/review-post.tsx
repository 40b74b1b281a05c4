import type { Request, Response } from 'express';
import { business } from '../../../../data/business';
import { reviewRules } from '../../../../data/review-requests';
import { isUniqueViolation } from '../../../kernel/db/engine';
import { wantsJson } from '../../../kernel/http/negotiate';
import { reviewsContext } from '../context';
import { formPage, privately, refuse, reviewMessages, reviewPath, sendReviewPage } from '../pages';
import type { AnswerResult } from '../store';
import { readReview, reviewMessages as formMessages, type ReviewErrors } from '../validation';
import { guarded, tokenOf } from './guarded';

/** What one post came to, decided once whichever way it is answered. */
type ReviewResult = AnswerResult | { kind: 'invalid'; values: { rating: string; body: string }; errors: ReviewErrors };

/** Validate → apply: the review is stored (with the office's alert for a low one) before the customer hears. */
async function submitReview(req: Request, res: Response, token: string): Promise<ReviewResult> {
  const { links, now } = reviewsContext(res);
  const form = readReview(req.body);
  if (!form.ok) {
    // The link first: a stranger's post to a dead link learns only that it is dead.
    const link = await links.open(token, now());
    if (link.kind !== 'open')
      return link.kind === 'answered' ? { kind: 'answered-already', review: link.review } : link;
    return {
      kind: 'invalid',
      values: { rating: String(form.values.rating ?? ''), body: String(form.values.body ?? '') },
      errors: form.errors,
    };
  }
  try {
    return await links.answer(token, form.values, now());
  } catch (error) {
    // Two answers at once: reviews.booking_id let one in; the other is told it was answered.
    if (!isUniqueViolation(error)) throw error;
    const link = await links.open(token, now());
    return link.kind === 'answered' ? { kind: 'answered-already', review: link.review } : { kind: 'unknown' };
  }
}

/**
 * POST /review/:token: the customer's answer, from the page's own form (303 to the link, which then says thank
 * you, or the form again with what to fix) or as JSON (201 with the review, 400 with the field errors). Once
 * answered, a link takes no second review (409); an expired one 410, an unknown one 404.
 */
export const sendReview = guarded(async (req, res) => {
  const token = tokenOf(req);
  const result = await submitReview(req, res, token);
  if (result.kind === 'unknown') return refuse(req, res, 404, reviewMessages.notFound);
  if (result.kind === 'expired') return refuse(req, res, 410, reviewMessages.expired, result.language);
  if (wantsJson(req)) {
    privately(res);
    if (result.kind === 'invalid')
      res.status(400).json({ error: formMessages.invalid, errors: result.errors, phone: business.phone.display });
    else if (result.kind === 'answered-already') res.status(409).json({ error: reviewMessages.answered });
    else
      res.status(201).json({
        ok: true,
        rating: result.review.rating,
        callbackOffered: result.review.rating <= reviewRules.callbackAtMost,
        callbackUrl: `${reviewPath(token)}/callback`,
      });
    return;
  }
  if (result.kind === 'invalid') {
    const link = await reviewsContext(res).links.open(token, reviewsContext(res).now());
    if (link.kind !== 'open') return refuse(req, res, 404, reviewMessages.notFound);
    return sendReviewPage(res, formPage(token, link.visit, { ...result, status: 400 }));
  }
  // Stored, or answered before: either way the link now says thank you (and offers a low answer a call back).
  privately(res);
  res.redirect(303, reviewPath(token));
});
