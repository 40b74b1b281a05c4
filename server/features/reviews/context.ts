import type { RequestHandler, Response } from 'express';
import type { Page } from '../../kernel/pages/page';
import type { ReviewLinks } from './store';

/**
 * What every review-link handler needs of its app: made once by the feature (index.ts) and put on each request by
 * the route's first handler, so the handlers are plain exported functions (as booking's and the office's are).
 */
export interface ReviewsContext {
  links: ReviewLinks;
  /** The clock links expire by; tests move it. */
  now: () => Date;
  /** Renders a page through the app's document pipeline (layout, head, assets). */
  render: (page: Page) => string;
}

interface ReviewsLocals {
  reviewsContext?: ReviewsContext;
}

/** Every review route's first handler: hands the request the feature's context, and changes nothing else. */
export function provideReviews(context: ReviewsContext): RequestHandler {
  return (_req, res, next) => {
    (res.locals as ReviewsLocals).reviewsContext = context;
    next();
  };
}

/** The feature's context for this request; a handler mounted without provideReviews before it is a bug. */
export function reviewsContext(res: Response): ReviewsContext {
  const context = (res.locals as ReviewsLocals).reviewsContext;
  if (!context) throw new Error('a review handler ran without provideReviews before it');
  return context;
}
