import { useSyncExternalStore, type ReactNode } from 'react';
import { business } from '../../data/business';
import { Icon } from '../../views/components/icons';
import { currentToast, dismissToast, subscribeToasts } from '../toast';

/** The business number inside a toast's text becomes a tap-to-call link. */
function withPhoneLinks(text: string): ReactNode {
  const parts = text.split(business.phone.display);
  return parts.flatMap((part, index) =>
    index === 0
      ? [part]
      : [
          <a key={index} className="tel" href={business.phone.href}>
            {business.phone.display}
          </a>,
          part,
        ],
  );
}

/** The live region toasts appear in. It is in the page from the start so screen readers announce changes. */
export default function Toaster() {
  const toast = useSyncExternalStore(subscribeToasts, currentToast, () => null);
  return (
    <div className="toaster" role="status" aria-live="polite" aria-atomic="true">
      {toast && (
        <div className={`toast toast--${toast.tone}`} key={toast.id}>
          <div className="toast__body">
            <p className="toast__title">{toast.title}</p>
            <p className="toast__text">{withPhoneLinks(toast.text)}</p>
          </div>
          <button type="button" className="toast__close" onClick={dismissToast} aria-label="Dismiss notification">
            <Icon name="close" />
          </button>
        </div>
      )}
    </div>
  );
}
