import { useEffect } from 'react';

/** The selects that save their form when chosen, and the Save buttons that stand in for them without JavaScript. */
const SELECT = 'select[data-save-on-change]';
const BUTTON = 'button[data-save-on-change]';

/**
 * The Schedule board's technician choice in one tap: a select chosen with the mouse or a finger submits its
 * plain form at once, so its Save button (all there is without JavaScript) is hidden. A select changed from the
 * keyboard does not: arrow keys change a closed select one option at a time, and each would be a save, so its
 * Save button comes back instead. Renders nothing of its own.
 */
export default function SaveOnChange() {
  useEffect(() => {
    const keyed = new WeakSet<EventTarget>();
    const buttons = [...document.querySelectorAll<HTMLButtonElement>(BUTTON)];
    for (const button of buttons) button.hidden = true;
    const onKey = (event: KeyboardEvent) => {
      if (event.target instanceof HTMLSelectElement && event.target.matches(SELECT)) keyed.add(event.target);
    };
    const onChange = (event: Event) => {
      const select = event.target;
      if (!(select instanceof HTMLSelectElement) || !select.matches(SELECT) || !select.form) return;
      const save = select.form.querySelector<HTMLButtonElement>(BUTTON);
      if (keyed.has(select)) {
        if (save) save.hidden = false;
        return;
      }
      select.form.requestSubmit(save ?? undefined);
    };
    document.addEventListener('keydown', onKey, true);
    document.addEventListener('change', onChange);
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.removeEventListener('change', onChange);
      for (const button of buttons) button.hidden = false;
    };
  }, []);
  return null;
}
