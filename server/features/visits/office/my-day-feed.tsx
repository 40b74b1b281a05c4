import * as v from 'valibot';
import { officeAction, type FeatureScreen, type OfficeAnswer } from '../../../office';
import type { VisitsOfficeTools } from './tools';
import { myDayPage } from './dispatch-page';

/** What the action answers once the address is made: the page that shows it reads the database, after it. */
const MADE: OfficeAnswer = { notFound: true };

/** The new address (its hash on the person's row) and its activity line in one transaction. */
const makeFeed = officeAction<
  v.ObjectSchema<Record<string, never>, undefined>,
  VisitsOfficeTools & { made: { secret: string } }
>({
  form: v.object({}),
  // No field to refuse.
  refused: () => ({ notFound: true }),
  async apply({ trx, request, tools }) {
    tools.made.secret = await tools.dispatch.rotateFeed(request.user.id, trx);
    return {
      answer: MADE,
      activity: {
        action: 'Own calendar feed address made',
        detail: 'the previous address, if any, stopped working',
      },
    };
  },
});

/**
 * POST /office/my-day/feed: a new private calendar address for the signed-in person, listing their own visits.
 * Shown in this answer only (the database keeps its hash); the old one stops working at once.
 */
export const myDayFeedScreen: FeatureScreen<VisitsOfficeTools> = async (request, tools) => {
  const made = { secret: '' };
  const answer = await makeFeed(request, { ...tools, made });
  if (answer !== MADE) return answer;
  const site = request.siteUrl.replace(/(?<!\/)\/+$/, '');
  return myDayPage(request, tools, {
    feedUrl: `${site}/office/calendar/technician/${made.secret}.ics`,
    saved: 'New calendar address made. Copy it now: it is not shown again.',
  });
};
