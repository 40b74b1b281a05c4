import { TeamProfileForm, type TeamProfileFormProps } from './TeamProfileForm';

export interface TeamProfilePageProps {
  form: Omit<TeamProfileFormProps, 'action' | 'whose'>;
  email: string;
  role: string;
  saved?: string;
}

/** My profile: what customers see of the signed-in person; open to every role. */
export function TeamProfilePage({ form, email, role, saved }: TeamProfilePageProps) {
  return (
    <>
      <h1>My profile</h1>
      <p className="office-muted">
        Signed in as {email} ({role}). Customers you visit see your first name, your line and your photo, never your
        e-mail or phone.
      </p>
      {saved && (
        <p className="office-notice" role="status">
          {saved}
        </p>
      )}
      <section aria-labelledby="profile-heading" className="office-block">
        <h2 id="profile-heading">What customers see</h2>
        <TeamProfileForm {...form} action="/office/profile/edit" whose="your" />
      </section>
    </>
  );
}
