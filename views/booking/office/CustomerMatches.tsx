import { oneLine } from '../../../data/text';

/** A customer whose phone holds the digits the desk typed, as New Visit lists them. */
export interface PhoneMatch {
  id: string;
  name: string;
  phone: string;
  email: string;
}

/** Where "Find customer" and "Use this customer" post New Visit's form: the lookup step, which books nothing. */
export const LOOKUP_ACTION = '/office/bookings/new/lookup';
/** The phone's digits New Visit looks up from, as typed; fewer find too many to help. */
export const LOOKUP_MIN_DIGITS = 4;

export interface CustomerMatchesProps {
  /** The customers found; null before any lookup, so nothing is said. */
  matches: readonly PhoneMatch[] | null;
}

/**
 * The customers whose phone holds the digits typed, each with "Use this customer": a submit button of New Visit's
 * own form (posted to the lookup step, unchecked by the browser), so whatever else was typed comes back with the
 * customer's details filled in, with or without JavaScript.
 */
export function CustomerMatches({ matches }: CustomerMatchesProps) {
  // The region is always there, so a screen reader hears the list change as the phone is typed.
  return (
    <div className="office-lookup" aria-live="polite" data-lookup-results="">
      {matches === null ? null : matches.length === 0 ? (
        <p className="office-muted">No customer has a phone with these digits: a new customer, then.</p>
      ) : (
        <>
          <p id="visit-matches-heading">
            {matches.length === 1 ? 'One customer has' : `${matches.length} customers have`} a phone with these digits:
          </p>
          <ul className="office-rows" aria-labelledby="visit-matches-heading">
            {matches.map((match) => (
              <li key={match.id} className="office-row">
                <p className="office-row__main">
                  <strong>{oneLine(match.name) || 'No name given'}</strong>
                  <span className="office-muted">
                    {' '}
                    · {oneLine(match.phone)} · {oneLine(match.email) || 'No e-mail'}
                  </span>
                </p>
                <button
                  type="submit"
                  className="btn btn--secondary"
                  name="customer"
                  value={match.id}
                  formAction={LOOKUP_ACTION}
                  formNoValidate
                  aria-label={`Use this customer: ${oneLine(match.name) || 'No name given'}, ${oneLine(match.phone)}`}
                >
                  Use this customer
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
