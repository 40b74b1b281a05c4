import * as v from 'valibot';
import { oneLine } from '../../../../data/text';
import { officeAction, type FeatureScreen, type OfficeAnswer } from '../../../office';
import type { VisitsOfficeTools } from './tools';
import { settingsPage } from '../../booking';

/** What the action answers once the secret is made: the settings page that shows it reads the database, after it. */
const MADE: OfficeAnswer = { notFound: true };

/** The new secret (its hash in the settings) and its activity line in one transaction. */
const makeFeed = officeAction<
  v.ObjectSchema<Record<string, never>, undefined>,
  VisitsOfficeTools & { made: { secret: string } }
>({
  form: v.object({}),
  // No field to refuse.
  refused: () => ({ notFound: true }),
  async apply({ trx, request, tools }) {
    tools.made.secret = await tools.feedSecret.rotate(oneLine(request.user.email), trx);
    return {
      answer: MADE,
      activity: { action: 'Calendar feed address made', detail: 'the previous address, if any, stopped working' },
    };
  },
});

/**
 * POST /office/settings/feed: a new secret for the calendar feed. Its URL is in this answer only (the database
 * keeps a hash), and this answer is no-store like every office page.
 */
export const settingsFeedScreen: FeatureScreen<VisitsOfficeTools> = async (request, tools) => {
  const made = { secret: '' };
  const answer = await makeFeed(request, { ...tools, made });
  if (answer !== MADE) return answer;
  const site = request.siteUrl.replace(/(?<!\/)\/+$/, '');
  return settingsPage(request, tools, {
    status: 200,
    feedUrl: `${site}/office/calendar/${made.secret}.ics`,
    saved: 'New calendar address made. Copy it now: it is not shown again.',
  });
};
