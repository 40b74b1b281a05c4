import * as v from 'valibot';
import { oneLine } from '../../../../data/text';
import { isUniqueViolation } from '../../../kernel/db/engine';
import { cut, oneLineText, readForm } from '../../../kernel/http/schemas';
import { EMAIL_ADDRESS } from '../../../kernel/contact';
import { addUserIn, createInviteIn, officeAction, type FeatureScreen } from '../../../office';
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

const TAKEN = 'This e-mail has an account already: find the person in the list above.';

/** What the form showed, to show again with its messages. */
const shownAgain = (values: Record<string, unknown>) => ({
  name: String(values.name),
  email: String(values.email),
  role: String(values.role),
});

const addMember = officeAction<typeof ADD_FORM, TeamOfficeTools>({
  form: ADD_FORM,
  refused: (read, request, { database, accountMail }) =>
    teamPage(request, database.db, {
      status: 400,
      add: { ...shownAgain(read.values), errors: read.errors },
      mailing: accountMail !== undefined,
    }),
  async apply({ trx, values, request, tools }) {
    const { name, email } = values;
    const role = values.role as OfficeRole;
    const { accountMail } = tools;
    const mailing = accountMail !== undefined;
    const user = await addUserIn(trx, email, '', request.now, { role, name });
    if (user === 'taken')
      return {
        answer: await teamPage(request, trx, {
          status: 409,
          add: { ...shownAgain(values), errors: { email: TAKEN } },
          mailing,
        }),
      };
    const token = await createInviteIn(trx, user.id, request.user.email, request.now);
    // The e-mail is queued with the account and its activity line: all three or none.
    await accountMail?.queueIn(trx, { userId: user.id, kind: 'invite', token, now: request.now });
    return {
      answer: await teamPage(request, trx, {
        status: 200,
        link: inviteLink(request, name, token, mailing ? user.email : undefined),
        saved: `${oneLine(name)} was added.`,
        mailing,
      }),
      activity: {
        action: 'Team member added',
        detail: `${oneLine(name)} <${user.email}> as ${role}; set-password link ${mailing ? 'e-mailed' : 'made'}`,
      },
      ...(accountMail ? { after: () => accountMail.nudge() } : {}),
    };
  },
});

/**
 * POST /office/team/add: name, e-mail, role. Adds the account without a password, e-mails the person the
 * one-time link that sets it where a mail relay is configured, and answers with the link too (shown once: only
 * its SHA-256 is kept), for the owner to send another way. The account, its link, its e-mail and the activity line
 * are one transaction; an e-mail added by someone else at the same moment is answered as one with an account
 * already.
 */
export const teamAddScreen: FeatureScreen<TeamOfficeTools> = async (request, tools) => {
  try {
    return await addMember(request, tools);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const typed = shownAgain(readForm(ADD_FORM, request.form).values);
    return teamPage(request, tools.database.db, {
      status: 409,
      add: { ...typed, errors: { email: TAKEN } },
      mailing: tools.accountMail !== undefined,
    });
  }
};
