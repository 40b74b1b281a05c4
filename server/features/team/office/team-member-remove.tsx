import * as v from 'valibot';
import { oneLine } from '../../../../data/text';
import { ticked } from '../../../kernel/http/schemas';
import { officeAction } from '../../../office';
import { removeTeamMember, teamMemberIn } from './store';
import { teamMemberPage } from './team-page';
import { LAST_OWNER } from './team-member-role';
import type { TeamOfficeTools } from './tools';

const REMOVE_FORM = v.object({
  confirm: v.pipe(ticked, v.value(true, 'Please tick the box to confirm.')),
});

/**
 * POST /office/team/:id/remove: confirm=yes. Every key of theirs stops at once and their visits to come are
 * unassigned; the account is kept as removed so the visits it had keep its name (storage/records.ts, retire). The
 * last owner cannot be removed. The removal and its activity line are one transaction.
 */
export const teamMemberRemoveScreen = officeAction({
  form: REMOVE_FORM,
  async refused(read, request, { database, accountMail }: TeamOfficeTools) {
    if (!(await teamMemberIn(database.db, request.params.id ?? ''))) return { notFound: true };
    const mailing = accountMail !== undefined;
    return teamMemberPage(request, database.db, { status: 400, removeError: read.errors.confirm, mailing });
  },
  async apply({ trx, request, tools }) {
    const id = request.params.id ?? '';
    const outcome = await removeTeamMember(trx, tools.database.engine, id, request.now, {
      id: request.user.id,
      email: request.user.email,
    });
    if (outcome === 'not-found') return { answer: { notFound: true } };
    if (outcome === 'last-owner')
      return {
        answer: await teamMemberPage(request, trx, {
          status: 409,
          removeError: LAST_OWNER,
          mailing: tools.accountMail !== undefined,
        }),
      };
    // Removing oneself ends this very session: the guard sends the next request to the sign-in page.
    return {
      answer: { redirect: '/office/team?saved=removed' },
      activity: { action: 'Team member removed', detail: `${oneLine(outcome.name)} <${oneLine(outcome.email)}>` },
      after: tools.refreshSite,
    };
  },
});
