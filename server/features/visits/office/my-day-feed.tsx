import type { FeatureScreen } from '../../../office';
import type { VisitsOfficeTools } from './tools';
import { myDayPage } from './dispatch-page';

/**
 * POST /office/my-day/feed: a new private calendar address for the signed-in person, listing their own visits.
 * Shown in this answer only (the database keeps its hash); the old one stops working at once.
 */
export const myDayFeedScreen: FeatureScreen<VisitsOfficeTools> = async (request, tools) => {
  const secret = await tools.dispatch.rotateFeed(request.user.id);
  await request.log('Own calendar feed address made', 'the previous address, if any, stopped working');
  const site = request.siteUrl.replace(/(?<!\/)\/+$/, '');
  return myDayPage(request, tools, {
    feedUrl: `${site}/office/calendar/technician/${secret}.ics`,
    saved: 'New calendar address made. Copy it now: it is not shown again.',
  });
};
