import { oneLine } from '../../../../data/text';
import * as v from 'valibot';
import { createInviteIn, officeAction } from '../../../office';
import { teamMemberIn } from './store';
import type { TeamOfficeTools } from './tools';
import { inviteLink, teamMemberPage } from './team-page';

/** The form has no field of its own (its CSRF token is the guard's). */
const NO_FIELDS = v.object({});

/**
 * POST /office/team/:id/link: a new one-time link to set the password (a lost link, an expired one, a forgotten
 * password). Earlier links of the person stop working; shown once in this answer. The link and its activity line
 * are one transaction.
 */
export const teamMemberLinkScreen = officeAction<typeof NO_FIELDS, TeamOfficeTools>({
  form: NO_FIELDS,
  refused: () => ({ notFound: true }),
  async apply({ trx, request }) {
    const member = await teamMemberIn(trx, request.params.id ?? '');
    if (!member) return { answer: { notFound: true } };
    const token = await createInviteIn(trx, member.id, request.user.email, request.now);
    return {
      answer: await teamMemberPage(request, trx, {
        status: 200,
        link: inviteLink(request, member.name || member.email, token),
      }),
      activity: { action: 'Set-password link made', detail: oneLine(member.email) },
    };
  },
});
