import { useState } from 'react';
import type { FaqItem } from '../../data/site/faq';
import { useHydrated } from '../hydrated';

export interface FaqAccordionProps {
  items: FaqItem[];
}

/**
 * The questions as an accordion. Without JavaScript (and until hydration) each one is a native
 * <details>/<summary>, so every answer is reachable. Once hydrated it becomes the WAI-ARIA accordion
 * pattern: a heading with a button carrying aria-expanded and aria-controls, and a panel that is hidden
 * when closed. Native <details> cannot express "opening one closes the others" with correct state for
 * every screen reader, and its summary exposes no aria-controls, so the enhanced mode uses real buttons.
 */
export default function FaqAccordion({ items }: FaqAccordionProps) {
  const hydrated = useHydrated();
  // None is open, unless a link such as /faq#warranty asked for one. The server never renders this state.
  const [openId, setOpenId] = useState<string | null>(() => {
    if (typeof window === 'undefined') return null;
    const id = window.location.hash.slice(1);
    return items.some((item) => item.id === id) ? id : null;
  });

  if (!hydrated) {
    return (
      <div className="faq">
        {items.map((item) => (
          <details className="faq__item" id={item.id} key={item.id}>
            <summary className="faq__question">{item.question}</summary>
            <div className="faq__answer">
              <p>{item.answer}</p>
            </div>
          </details>
        ))}
      </div>
    );
  }

  return (
    <div className="faq">
      {items.map((item) => {
        const open = item.id === openId;
        return (
          <div className={open ? 'faq__item is-open' : 'faq__item'} id={item.id} key={item.id}>
            <h3 className="faq__heading">
              <button
                type="button"
                className="faq__question"
                id={`${item.id}-question`}
                aria-expanded={open}
                aria-controls={`${item.id}-answer`}
                onClick={() => setOpenId(open ? null : item.id)}
              >
                {item.question}
              </button>
            </h3>
            <div className="faq__answer" id={`${item.id}-answer`} hidden={!open}>
              <p>{item.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
