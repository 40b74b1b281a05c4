import * as v from 'valibot';
import { oneLine } from '../../../../data/text';
import { readForm } from '../../../kernel/http/schemas';
import type { OfficeScreen } from '../../../office/http';
import { memberPath, ROLE_FIELD, teamMemberPage } from './team-page';
import type { OfficeRole } from '../../../office/roles';

const ROLE_FORM = v.object({ role: ROLE_FIELD });

export const LAST_OWNER = 'The office needs at least one owner: make someone else an owner first.';

/** POST /office/team/:id/role: the new role applies at the person's next click; the last owner stays one. */
export const teamMemberRoleScreen: OfficeScreen = async (request) => {
  const id = request.params.id ?? '';
  const form = readForm(ROLE_FORM, request.form);
  if (!form.ok) return teamMemberPage(request, { status: 400, roleError: form.errors.role });
  const role = form.values.role as OfficeRole;
  const outcome = await request.store.changeRole(id, role);
  if (outcome === 'not-found') return { notFound: true };
  if (outcome === 'last-owner') return teamMemberPage(request, { status: 409, roleError: LAST_OWNER });
  if (outcome.role !== role) await request.log('Role changed', `${oneLine(outcome.email)}: ${outcome.role} → ${role}`);
  // Our Team on /about shows the technicians: on this server's page at once.
  await request.refreshSite?.();
  return { redirect: `${memberPath(id)}?saved=role` };
};
