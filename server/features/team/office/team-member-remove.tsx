import * as v from 'valibot';
import { oneLine } from '../../../../data/text';
import { readForm, ticked } from '../../../kernel/http/schemas';
import type { OfficeScreen } from '../../../office/http';
import { teamMemberPage } from './team-page';
import { LAST_OWNER } from './team-member-role';

const REMOVE_FORM = v.object({
  confirm: v.pipe(ticked, v.value(true, 'Please tick the box to confirm.')),
});

/**
 * POST /office/team/:id/remove: confirm=yes. Every key of theirs stops at once and their visits to come are
 * unassigned; the account is kept as removed so the visits it had keep its name (storage/records.ts, retire). The
 * last owner cannot be removed.
 */
export const teamMemberRemoveScreen: OfficeScreen = async (request) => {
  const id = request.params.id ?? '';
  const form = readForm(REMOVE_FORM, request.form);
  if (!form.ok) {
    if (!(await request.store.teamMember(id))) return { notFound: true };
    return teamMemberPage(request, { status: 400, removeError: form.errors.confirm });
  }
  const outcome = await request.store.removeTeamMember(id, request.now, {
    id: request.user.id,
    email: request.user.email,
  });
  if (outcome === 'not-found') return { notFound: true };
  if (outcome === 'last-owner') return teamMemberPage(request, { status: 409, removeError: LAST_OWNER });
  await request.log('Team member removed', `${oneLine(outcome.name)} <${oneLine(outcome.email)}>`);
  // Removing oneself ends this very session: the guard sends the next request to the sign-in page.
  // Our Team on /about shows the technicians: on this server's page at once.
  await request.refreshSite?.();
  return { redirect: '/office/team?saved=removed' };
};
