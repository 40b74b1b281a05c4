import { Field } from '../components/forms/Field';

export interface LoginPageProps {
  csrf: string;
  email: string;
  /** The one message for a refused sign-in, whatever the reason. */
  error?: string;
  notice?: string;
}

/** The office's sign-in form; it works without JavaScript like every form of the site. */
export function LoginPage({ csrf, email, error, notice }: LoginPageProps) {
  return (
    <section className="office-login" aria-labelledby="login-heading">
      <h1 id="login-heading">Sign in to the office</h1>
      {notice && (
        <p className="office-notice" role="status">
          {notice}
        </p>
      )}
      {error && (
        <p className="form-error" role="alert" id="login-error">
          {error}
        </p>
      )}
      <form
        method="post"
        action="/office/login"
        className="office-form"
        aria-describedby={error ? 'login-error' : undefined}
      >
        <input type="hidden" name="_csrf" value={csrf} />
        <Field id="login-email" label="E-mail" required>
          {(control) => (
            <input {...control} type="email" name="email" autoComplete="username" required defaultValue={email} />
          )}
        </Field>
        <Field id="login-password" label="Password" required>
          {(control) => <input {...control} type="password" name="password" autoComplete="current-password" required />}
        </Field>
        <button type="submit" className="btn btn--primary">
          Sign in
        </button>
      </form>
      <p>
        <a className="btn btn--secondary" href="/office/forgot-password">
          Forgot your password?
        </a>
      </p>
    </section>
  );
}
