import { teamRules } from '../../data/team';
import { Field } from '../components/forms/Field';
import { line } from '../office/format';

export const TEAM_ROLES = [
  { value: 'owner', label: 'Owner', what: 'everything, the team and the settings too' },
  { value: 'dispatcher', label: 'Dispatcher', what: 'everything but the team and the settings' },
  { value: 'technician', label: 'Technician', what: 'their own visits and their profile' },
] as const;

export const roleLabel = (role: string) => TEAM_ROLES.find((r) => r.value === role)?.label ?? role;

export interface TeamPersonView {
  id: string;
  name: string;
  email: string;
  role: string;
  hasPassword: boolean;
  photoUrl?: string;
}

/** A set-password link, shown once, right after it was made. */
export interface InviteLinkView {
  name: string;
  url: string;
  expires: string;
  /** The address it was e-mailed to, when it was. */
  emailedTo?: string;
}

export interface TeamPageProps {
  csrf: string;
  people: TeamPersonView[];
  add: { name: string; email: string; role: string; errors: { name?: string; email?: string; role?: string } };
  link?: InviteLinkView;
  saved?: string;
  /** Whether the office e-mails the links (a mail relay is configured). */
  mailing: boolean;
}

/** The link to copy and send the person: shown once, as only its fingerprint is kept. */
export function InviteLink({ link }: { link: InviteLinkView }) {
  return (
    <div className="office-notice" role="status">
      {link.emailedTo ? (
        <p>
          We e-mailed {line(link.name)} a link to set their password, at {line(link.emailedTo)}. It works once, until{' '}
          {link.expires}. You can also send them the same link yourself (by text): it is shown only now.
        </p>
      ) : (
        <p>
          Send this link to {line(link.name)} (by text or e-mail) to set their password. It works once, until{' '}
          {link.expires}, and is shown only now.
        </p>
      )}
      <label htmlFor="invite-url">Set-password link for {line(link.name)}</label>
      <input id="invite-url" type="text" readOnly value={link.url} className="office-copy" />
    </div>
  );
}

export function RoleChoices({ current, idPrefix }: { current: string; idPrefix: string }) {
  return (
    <fieldset className="office-choices">
      <legend>Role</legend>
      {TEAM_ROLES.map((role) => (
        <label key={role.value} htmlFor={`${idPrefix}-${role.value}`}>
          <input
            type="radio"
            id={`${idPrefix}-${role.value}`}
            name="role"
            value={role.value}
            defaultChecked={current === role.value}
            required
          />{' '}
          {role.label}: {role.what}
        </label>
      ))}
    </fieldset>
  );
}

/** The Team screen (owner only): who is on the team, and adding a person with a link to set their password. */
export function TeamPage({ csrf, people, add, link, saved, mailing }: TeamPageProps) {
  return (
    <>
      <h1>Team</h1>
      {saved && (
        <p className="office-notice" role="status">
          {saved}
        </p>
      )}
      {link && <InviteLink link={link} />}
      <section aria-labelledby="people-heading" className="office-block">
        <h2 id="people-heading">People</h2>
        <ul className="office-cards">
          {people.map((person) => (
            <li key={person.id} className="office-card office-person">
              {person.photoUrl && (
                <img src={person.photoUrl} alt="" width={48} height={48} className="office-photo office-photo--small" />
              )}
              <div>
                <p className="office-card__title">
                  <a href={`/office/team/${person.id}`}>{line(person.name) || line(person.email)}</a>
                </p>
                <p>
                  {roleLabel(person.role)} · {line(person.email)}
                </p>
                <p className="office-muted">
                  {person.hasPassword ? 'Has set a password' : 'Has not set a password yet'}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="add-heading" className="office-block">
        <h2 id="add-heading">Add a person</h2>
        <p className="office-muted">
          {mailing ? 'We e-mail them a link' : 'You get a link for them'} to set their own password; it works once, for{' '}
          {teamRules.inviteHours} hours{mailing ? ', and you see it too, to send another way.' : '.'}
        </p>
        <form method="post" action="/office/team/add" className="office-form">
          <input type="hidden" name="_csrf" value={csrf} />
          <Field id="add-name" label="Full name" required error={add.errors.name}>
            {(control) => (
              <input
                {...control}
                name="name"
                type="text"
                maxLength={teamRules.nameMaxLength}
                required
                defaultValue={add.name}
              />
            )}
          </Field>
          <Field id="add-email" label="E-mail" required error={add.errors.email}>
            {(control) => (
              <input {...control} name="email" type="email" autoComplete="off" required defaultValue={add.email} />
            )}
          </Field>
          <RoleChoices current={add.role} idPrefix="add-role" />
          {add.errors.role && (
            <p className="field__error" role="alert">
              {add.errors.role}
            </p>
          )}
          <button type="submit" className="btn btn--primary">
            {mailing ? 'Add and e-mail the link' : 'Add and make the link'}
          </button>
        </form>
      </section>
    </>
  );
}
