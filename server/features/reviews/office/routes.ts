import { OFFICE_DESK, OWNER_ONLY, officeLines, type OfficeLine } from '../../../office';
import { reviewCalledBackScreen } from './review-called-back';
import { reviewHideScreen } from './review-hide';
import { reviewStatusScreen } from './review-status';
import { reviewsScreen } from './reviews';
import type { ReviewsOfficeTools } from './store';

/** Verified reviews: the desk sees every answer and marks call backs; only the owner hides one (for a listed reason) or publishes it again. */
export function reviewsOfficeLines(tools: ReviewsOfficeTools): OfficeLine[] {
  const { page, change } = officeLines(tools);
  return [
    page('/office/reviews', OFFICE_DESK, reviewsScreen, { nav: { label: 'Reviews', order: 50 } }),
    change('/office/reviews/:id/status', OWNER_ONLY, reviewStatusScreen),
    change('/office/reviews/:id/hide', OWNER_ONLY, reviewHideScreen),
    change('/office/reviews/:id/called-back', OFFICE_DESK, reviewCalledBackScreen),
  ];
}
