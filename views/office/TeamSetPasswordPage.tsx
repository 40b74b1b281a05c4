import { Field } from '../components/forms/Field';

export interface TeamSetPasswordPageProps {
  action: string;
  csrf: string;
  email: string;
  minLength: number;
  error?: string;
}

/** The page of a set-password link: a new password, twice. Works without JavaScript like every office form. */
export function TeamSetPasswordPage({ action, csrf, email, minLength, error }: TeamSetPasswordPageProps) {
  return (
    <section className="office-login" aria-labelledby="set-password-heading">
      <h1 id="set-password-heading">Set your password</h1>
      <p>
        For the office account of <strong>{email}</strong>. At least {minLength} characters; a few unrelated words make
        a good one.
      </p>
      {error && (
        <p className="form-error" role="alert" id="set-password-error">
          {error}
        </p>
      )}
      <form
        method="post"
        action={action}
        className="office-form"
        aria-describedby={error ? 'set-password-error' : undefined}
      >
        <input type="hidden" name="_csrf" value={csrf} />
        <Field id="new-password" label="New password" required>
          {(control) => (
            <input
              {...control}
              type="password"
              name="password"
              autoComplete="new-password"
              minLength={minLength}
              required
            />
          )}
        </Field>
        <Field id="new-password-again" label="The same password again" required>
          {(control) => (
            <input
              {...control}
              type="password"
              name="again"
              autoComplete="new-password"
              minLength={minLength}
              required
            />
          )}
        </Field>
        <button type="submit" className="btn btn--primary">
          Set the password and sign in
        </button>
      </form>
    </section>
  );
}
