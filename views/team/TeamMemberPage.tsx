import { line } from '../office/format';
import { InviteLink, RoleChoices, roleLabel, type InviteLinkView } from './TeamPage';
import { TeamProfileForm, type TeamProfileFormProps } from './TeamProfileForm';

export interface TeamMemberPageProps {
  csrf: string;
  person: { id: string; name: string; email: string; role: string; hasPassword: boolean };
  /** The signed-in owner is looking at themselves. */
  self: boolean;
  profile: Omit<TeamProfileFormProps, 'action' | 'whose' | 'csrf'>;
  roleError?: string;
  removeError?: string;
  link?: InviteLinkView;
  saved?: string;
  /** Whether the office e-mails the links (a mail relay is configured). */
  mailing: boolean;
}

/** One person of the team: their profile (name, line, photo), their role, a new link, removing them. */
export function TeamMemberPage(props: TeamMemberPageProps) {
  const { csrf, person, self, profile, link, saved, mailing } = props;
  const base = `/office/team/${person.id}`;
  const name = line(person.name) || line(person.email);
  return (
    <>
      <p>
        <a href="/office/team">← Team</a>
      </p>
      <h1>{name}</h1>
      <p>
        {roleLabel(person.role)} · {line(person.email)} ·{' '}
        {person.hasPassword ? 'has set a password' : 'has not set a password yet'}
      </p>
      {saved && (
        <p className="office-notice" role="status">
          {saved}
        </p>
      )}
      {link && <InviteLink link={link} />}
      <section aria-labelledby="member-profile-heading" className="office-block">
        <h2 id="member-profile-heading">What customers see</h2>
        <TeamProfileForm {...profile} csrf={csrf} action={`${base}/edit`} whose={name} />
      </section>
      <section aria-labelledby="member-role-heading" className="office-block">
        <h2 id="member-role-heading">Role</h2>
        <form method="post" action={`${base}/role`} className="office-form">
          <input type="hidden" name="_csrf" value={csrf} />
          <RoleChoices current={person.role} idPrefix="member-role" />
          {props.roleError && (
            <p className="field__error" role="alert">
              {props.roleError}
            </p>
          )}
          <button type="submit" className="btn btn--secondary">
            Change the role
          </button>
        </form>
      </section>
      <section aria-labelledby="member-link-heading" className="office-block">
        <h2 id="member-link-heading">Set-password link</h2>
        <p className="office-muted">
          For a link that was lost or expired, or a forgotten password: the new link replaces any earlier one
          {mailing ? `, is e-mailed to ${self ? 'you' : 'them'} and shown here,` : ''} and using it signs{' '}
          {self ? 'you' : 'them'} out everywhere.
        </p>
        <form method="post" action={`${base}/link`} className="office-form">
          <input type="hidden" name="_csrf" value={csrf} />
          <button type="submit" className="btn btn--secondary">
            {mailing ? 'Send the link again' : 'Make a new link'}
          </button>
        </form>
      </section>
      <section aria-labelledby="member-remove-heading" className="office-block">
        <h2 id="member-remove-heading">Remove from the team</h2>
        <p className="office-muted">
          {self ? 'You are' : 'They are'} signed out at once and can no longer sign in; past visits keep the name.
        </p>
        <form method="post" action={`${base}/remove`} className="office-form">
          <input type="hidden" name="_csrf" value={csrf} />
          <label className="office-check">
            <input type="checkbox" name="confirm" value="yes" required /> Yes, remove {name}
          </label>
          {props.removeError && (
            <p className="field__error" role="alert">
              {props.removeError}
            </p>
          )}
          <button type="submit" className="btn btn--secondary">
            Remove
          </button>
        </form>
      </section>
    </>
  );
}
