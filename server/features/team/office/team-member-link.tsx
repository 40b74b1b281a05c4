import { oneLine } from '../../../../data/text';
import * as v from 'valibot';
import { createInviteIn, officeAction } from '../../../office';
import { teamMemberIn } from './store';
import type { TeamOfficeTools } from './tools';
import { inviteLink, teamMemberPage } from './team-page';

/** The form has no field of its own (its CSRF token is the guard's). */
const NO_FIELDS = v.object({});

/**
 * POST /office/team/:id/link ("Send the link again"): a new one-time link to set the password (a lost link, an
 * expired one, a forgotten password). Earlier links of the person stop working; e-mailed to them where a mail relay
 * is configured, and shown once in this answer. The link, its e-mail and its activity line are one transaction.
 */
export const teamMemberLinkScreen = officeAction<typeof NO_FIELDS, TeamOfficeTools>({
  form: NO_FIELDS,
  refused: () => ({ notFound: true }),
  async apply({ trx, request, tools }) {
    const member = await teamMemberIn(trx, request.params.id ?? '');
    if (!member) return { answer: { notFound: true } };
    const { accountMail } = tools;
    const token = await createInviteIn(trx, member.id, request.user.email, request.now);
    await accountMail?.queueIn(trx, { userId: member.id, kind: 'invite', token, now: request.now });
    return {
      answer: await teamMemberPage(request, trx, {
        status: 200,
        link: inviteLink(request, member.name || member.email, token, accountMail ? member.email : undefined),
        mailing: accountMail !== undefined,
      }),
      activity: {
        action: accountMail ? 'Set-password link e-mailed' : 'Set-password link made',
        detail: oneLine(member.email),
      },
      ...(accountMail ? { after: () => accountMail.nudge() } : {}),
    };
  },
});
