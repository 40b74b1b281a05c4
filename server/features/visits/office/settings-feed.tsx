import { oneLine } from '../../../../data/text';
import type { FeatureScreen } from '../../../office';
import type { VisitsOfficeTools } from './tools';
import { settingsPage } from '../../booking';

/**
 * POST /office/settings/feed: a new secret for the calendar feed. Its URL is in this answer only (the database
 * keeps a hash), and this answer is no-store like every office page.
 */
export const settingsFeedScreen: FeatureScreen<VisitsOfficeTools> = async (request, tools) => {
  const secret = await tools.feedSecret.rotate(oneLine(request.user.email));
  await request.log('Calendar feed address made', 'the previous address, if any, stopped working');
  const site = request.siteUrl.replace(/(?<!\/)\/+$/, '');
  return settingsPage(request, tools, {
    status: 200,
    feedUrl: `${site}/office/calendar/${secret}.ics`,
    saved: 'New calendar address made. Copy it now: it is not shown again.',
  });
};
