import { Field } from '../components/forms/Field';

export interface ForgotPasswordPageProps {
  csrf: string;
  email: string;
  error?: string;
  /** The one answer to every address asked for, known or not. */
  sent?: boolean;
  /** Whether this office sends e-mail at all (a mail relay is configured); without it, only the owner can help. */
  mailing: boolean;
  /** How long an e-mailed link works. */
  minutes: number;
}

/** Forgot password: the e-mail address, and a one-time link to set a new password e-mailed to it. No JavaScript. */
export function ForgotPasswordPage({ csrf, email, error, sent, mailing, minutes }: ForgotPasswordPageProps) {
  return (
    <section className="office-login" aria-labelledby="forgot-heading">
      <h1 id="forgot-heading">Forgot your password?</h1>
      {!mailing ? (
        <p>
          This office does not send e-mail. Please ask the owner for a new link to set your password (Team, then your
          name, then “Make a new link”).
        </p>
      ) : sent ? (
        <p className="office-notice" role="status">
          If that address has an account, we have e-mailed it a link to set a new password. The link works once, for{' '}
          {minutes} minutes. Nothing came? Check the spam folder, or ask the owner for a new link.
        </p>
      ) : (
        <>
          <p>Type the e-mail address you sign in with: we e-mail it a link to set a new password.</p>
          {error && (
            <p className="form-error" role="alert" id="forgot-error">
              {error}
            </p>
          )}
          <form
            method="post"
            action="/office/forgot-password"
            className="office-form"
            aria-describedby={error ? 'forgot-error' : undefined}
          >
            <input type="hidden" name="_csrf" value={csrf} />
            <Field id="forgot-email" label="E-mail" required>
              {(control) => (
                <input {...control} type="email" name="email" autoComplete="username" required defaultValue={email} />
              )}
            </Field>
            <button type="submit" className="btn btn--primary">
              E-mail me a link
            </button>
          </form>
        </>
      )}
      <p>
        <a className="btn btn--secondary" href="/office/login">
          Back to sign in
        </a>
      </p>
    </section>
  );
}
