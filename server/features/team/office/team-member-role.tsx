import * as v from 'valibot';
import { oneLine } from '../../../../data/text';
import { officeAction } from '../../../office';
import type { OfficeRole } from '../../../office/roles';
import { changeRole } from './store';
import { memberPath, ROLE_FIELD, teamMemberPage } from './team-page';
import type { TeamOfficeTools } from './tools';

const ROLE_FORM = v.object({ role: ROLE_FIELD });

export const LAST_OWNER = 'The office needs at least one owner: make someone else an owner first.';

/**
 * POST /office/team/:id/role: the new role applies at the person's next click; the last owner stays one. The
 * change and its activity line are one transaction; /about's Our Team is refreshed after it.
 */
export const teamMemberRoleScreen = officeAction({
  form: ROLE_FORM,
  refused: (read, request, { database, accountMail }: TeamOfficeTools) =>
    teamMemberPage(request, database.db, {
      status: 400,
      roleError: read.errors.role,
      mailing: accountMail !== undefined,
    }),
  async apply({ trx, values, request, tools }) {
    const id = request.params.id ?? '';
    const role = values.role as OfficeRole;
    const outcome = await changeRole(trx, tools.database.engine, id, role);
    if (outcome === 'not-found') return { answer: { notFound: true } };
    if (outcome === 'last-owner')
      return {
        answer: await teamMemberPage(request, trx, {
          status: 409,
          roleError: LAST_OWNER,
          mailing: tools.accountMail !== undefined,
        }),
      };
    const answer = { redirect: `${memberPath(id)}?saved=role` };
    const after = tools.refreshSite;
    if (outcome.role === role) return { answer, after };
    return {
      answer,
      activity: { action: 'Role changed', detail: `${oneLine(outcome.email)}: ${outcome.role} → ${role}` },
      after,
    };
  },
});
