import type { StatusBack } from './VisitStatus';

/**
 * The No-Show's second step: marking a visit missed ends it and tells the customer at once, so the button asks
 * first. A plain form (no JavaScript) posting the same status again with confirm=yes.
 */
export function NoShowConfirm({
  reference,
  name,
  when,
  csrf,
  back,
  backHref,
}: {
  reference: string;
  name: string;
  /** The visit's window in words. */
  when: string;
  csrf: string;
  back: StatusBack;
  /** Where "Keep the visit" goes: the page the button was pressed on. */
  backHref: string;
}) {
  return (
    <section aria-labelledby="no-show-heading">
      <h1 id="no-show-heading">Mark this visit a No-Show?</h1>
      <p>
        {name} ({reference}), {when}.
      </p>
      <p>
        The visit ends, and the customer is sent a &ldquo;we missed you&rdquo; e-mail (and a text, if they agreed to
        texts) with their link to book a new visit.
      </p>
      <form
        method="post"
        action={`/office/bookings/${encodeURIComponent(reference)}/status`}
        className="office-status-buttons"
      >
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="back" value={back} />
        <input type="hidden" name="confirm" value="yes" />
        <button type="submit" name="status" value="no-show" className="btn btn--primary">
          Yes, Mark No-Show
        </button>
        <a className="btn btn--secondary" href={backHref}>
          Keep the Visit
        </a>
      </form>
    </section>
  );
}
