import * as v from 'valibot';
import { reviewRules } from '../../../data/review-requests';
import { messagesFor } from '../../../data/messages';
import { multiLineTextOnly, readForm, type FieldErrors, type FormRead } from '../../kernel/http/schemas';

// In English, as the API says them; the form's page says them in the booking's language (pages.ts spokenReview).
const { reviewForm } = messagesFor('en');
export const reviewMessages = {
  rating: reviewForm.errorRating,
  body: reviewForm.errorBody,
  invalid: reviewForm.errorInvalid,
};

/** "4" from a form, 4 from JSON: either is one of the five ratings. */
const rating = v.pipe(
  v.fallback(v.union([v.string(), v.number()]), ''),
  v.transform((value) => String(value).trim()),
  v.picklist(['1', '2', '3', '4', '5'], reviewMessages.rating),
  v.transform(Number),
);

/** The review form (the page's own post, or JSON): the stars, and a few words, cleaned as every visitor's text. */
export const REVIEW_FORM = v.object({
  rating,
  body: v.pipe(multiLineTextOnly, v.maxLength(reviewRules.bodyMaxLength, reviewMessages.body)),
});

export type ReviewInput = v.InferOutput<typeof REVIEW_FORM>;
export type ReviewErrors = FieldErrors<ReviewInput>;

export const readReview = (body: unknown): FormRead<ReviewInput> => readForm(REVIEW_FORM, body);
