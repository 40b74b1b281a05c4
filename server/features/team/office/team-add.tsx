import * as v from 'valibot';
import { oneLine } from '../../../../data/text';
import { isUniqueViolation } from '../../../kernel/db/engine';
import { cut, oneLineText, readForm } from '../../../kernel/http/schemas';
import { EMAIL_ADDRESS } from '../../../kernel/contact';
import type { FeatureScreen } from '../../../office';
import type { TeamOfficeTools } from './tools';
import { MAX_EMAIL_LENGTH } from '../../../office/render';
import { inviteLink, PROFILE_FORM, ROLE_FIELD, teamPage } from './team-page';
import type { OfficeRole } from '../../../office/roles';

const ADD_FORM = v.object({
  name: PROFILE_FORM.entries.name,
  email: v.pipe(
    oneLineText,
    cut(MAX_EMAIL_LENGTH + 1),
    v.nonEmpty('Please write their e-mail address: they sign in with it.'),
    v.check(
      (email) => email.length <= MAX_EMAIL_LENGTH && EMAIL_ADDRESS.test(email),
      'Please check the e-mail address.',
    ),
  ),
  role: ROLE_FIELD,
});

/**
 * POST /office/team/add: name, e-mail, role. Adds the account without a password and answers with the one-time
 * link that sets it (shown once: only its SHA-256 is kept).
 */
export const teamAddScreen: FeatureScreen<TeamOfficeTools> = async (request, { database }) => {
  const form = readForm(ADD_FORM, request.form);
  const typed = { name: String(form.values.name), email: String(form.values.email), role: String(form.values.role) };
  if (!form.ok) return teamPage(request, database.db, { status: 400, add: { ...typed, errors: form.errors } });
  const { name, email } = form.values;
  const role = form.values.role as OfficeRole;
  let user;
  try {
    user = await request.store.addUser(email, '', request.now, { role, name });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return teamPage(request, database.db, {
      status: 409,
      add: { ...typed, errors: { email: 'This e-mail has an account already: find the person in the list above.' } },
    });
  }
  const token = await request.store.createInvite(user.id, request.user.email, request.now);
  await request.log('Team member added', `${oneLine(name)} <${user.email}> as ${role}; set-password link made`);
  return teamPage(request, database.db, {
    status: 200,
    link: inviteLink(request, name, token),
    saved: `${oneLine(name)} was added.`,
  });
};
