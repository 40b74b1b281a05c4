import type { ReactNode } from 'react';

/** What ties a control to its label and its error message; spread onto the <input>, <select> or <textarea>. */
export interface ControlAttributes {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  /** The control's id; the error message gets `${id}-error`. */
  id: string;
  label: string;
  /** Marks the label with an asterisk; the control itself carries `required`. */
  required?: boolean;
  error?: string | undefined;
  /** Renders the control with the attributes given. */
  children: (control: ControlAttributes) => ReactNode;
}

/**
 * One form field: label, control and error message, wired so a screen reader reads the label and the error
 * with the control, and the error sits right beside it.
 */
export function Field({ id, label, required = false, error, children }: FieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id}>
        {required ? `${label} ` : label}
        {required && <span aria-hidden="true">*</span>}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined })}
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
