import { useEffect, useRef, useState } from 'react';
import { Field } from '../../views/components/forms/Field';
import {
  CustomerMatches,
  LOOKUP_ACTION,
  LOOKUP_MIN_DIGITS,
  type PhoneMatch,
} from '../../views/booking/office/CustomerMatches';

export interface PhoneLookupProps {
  /** The control's id (its error is `${id}-error`). */
  id: string;
  label: string;
  value: string;
  maxLength: number;
  error?: string | undefined;
  /** The customers the lookup step found (no JavaScript), or null before one. */
  matches: readonly PhoneMatch[] | null;
}

/** How long the desk may pause between keys before the office is asked: a number typed is asked once. */
const PAUSE_MS = 300;

const digitsOf = (typed: string) => typed.replace(/\D/g, '');

/**
 * New Visit's phone field with its customer lookup. Without JavaScript, "Find customer" posts the form to the
 * lookup step and the page comes back with the matches; once hydrated, the office's JSON lookup is asked as the
 * phone is typed (after a pause, from 4 digits) and the same list is shown, its buttons the same form's.
 */
export default function PhoneLookup({ id, label, value, maxLength, error, matches: found }: PhoneLookupProps) {
  const [matches, setMatches] = useState(found);
  const asked = useRef(digitsOf(value));
  const pending = useRef<{ timer: ReturnType<typeof setTimeout>; controller: AbortController } | undefined>(undefined);

  const cancel = () => {
    if (!pending.current) return;
    clearTimeout(pending.current.timer);
    pending.current.controller.abort();
    pending.current = undefined;
  };
  // Nothing asked is answered into a page that has gone.
  useEffect(() => cancel, []);

  const typed = (phone: string) => {
    const digits = digitsOf(phone);
    if (digits === asked.current) return;
    cancel();
    if (digits.length < LOOKUP_MIN_DIGITS) {
      asked.current = digits;
      setMatches(null);
      return;
    }
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetch(`/office/api/customers?phone=${encodeURIComponent(digits)}`, {
        headers: { Accept: 'application/json' },
        credentials: 'same-origin',
        signal: controller.signal,
      })
        .then((response) => (response.ok ? (response.json() as Promise<{ customers: PhoneMatch[] }>) : undefined))
        .then((answer) => {
          if (!answer) return;
          asked.current = digits;
          setMatches(answer.customers);
        })
        // Offline or signed out: "Find customer" still asks the server.
        .catch(() => undefined);
    }, PAUSE_MS);
    pending.current = { timer, controller };
  };

  return (
    <>
      <Field id={id} label={label} required error={error}>
        {(control) => (
          <span className="office-lookup__field">
            <input
              {...control}
              name="phone"
              type="tel"
              autoComplete="off"
              required
              maxLength={maxLength}
              defaultValue={value}
              onInput={(event) => typed(event.currentTarget.value)}
            />
            <button type="submit" className="btn btn--secondary" formAction={LOOKUP_ACTION} formNoValidate>
              Find customer
            </button>
          </span>
        )}
      </Field>
      <CustomerMatches matches={matches} />
    </>
  );
}
