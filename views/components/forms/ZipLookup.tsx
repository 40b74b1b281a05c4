import { localePath } from '../../../data/locale';
import { useLocale } from '../locale';
import { usePageMessages } from '../page-messages';

/** The areas page's zip section: where the answer is, so the visitor lands on it, not on the hero. */
export const ZIP_CHECK_ID = 'zip-check';

export interface ZipLookupProps {
  /** The input's id; pages with more than one form keep them apart. */
  id?: string;
  /** What the visitor typed last time, so a corrected entry starts from it. */
  value?: string;
  /** Id of the message that explains why the last entry was not a zip code. */
  errorId?: string;
}

/**
 * "Do We Serve Your Area?": a plain GET form, so it works without JavaScript; /cities?zip=… renders the answer.
 * No pattern attribute: a wrong entry reaches the server, which explains it in words instead of a browser bubble.
 */
export function ZipLookup({ id = 'zip', value = '', errorId }: ZipLookupProps) {
  const hintId = `${id}-hint`;
  const locale = useLocale();
  const { common } = usePageMessages();
  return (
    <form className="zip-lookup" method="get" action={localePath(locale, `/cities#${ZIP_CHECK_ID}`)}>
      <label className="zip-lookup__label" htmlFor={id}>
        {common.yourZip}
      </label>
      <div className="zip-lookup__row">
        <input
          className="zip-lookup__input"
          id={id}
          name="zip"
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          defaultValue={value}
          aria-describedby={errorId ? `${errorId} ${hintId}` : hintId}
          {...(errorId ? { 'aria-invalid': true } : {})}
        />
        <button className="btn btn--primary zip-lookup__button" type="submit">
          {common.checkMyArea}
        </button>
      </div>
      <p className="zip-lookup__hint" id={hintId}>
        {common.zipHint}
      </p>
    </form>
  );
}
