import type { Ref } from 'react';
import { business } from '../../../data/business';
import { useMessages } from '../locale';

/** One field the summary names: its label, and the id of its control to link to. */
export interface SummaryField {
  id: string;
  label: string;
}

/**
 * What is wrong on a form, said once: the summary names each field with a link to it (the field itself carries
 * the message) and offers the phone. Focused after a refusal, so keyboard and screen reader users start from it.
 */
export function ErrorSummary({
  id,
  fields,
  summaryRef,
}: {
  id: string;
  fields: SummaryField[];
  summaryRef?: Ref<HTMLDivElement> | undefined;
}) {
  const { forms } = useMessages();
  if (fields.length === 0) return null;
  return (
    <div className="error-summary" id={id} ref={summaryRef} tabIndex={-1} role="alert">
      <p className="error-summary__title">
        {forms.fieldsNeed(fields.length)} {forms.attentionOrCall}{' '}
        <a className="tel" href={business.phone.href}>
          {business.phone.display}
        </a>
        :
      </p>
      <ul className="error-summary__list">
        {fields.map((field) => (
          <li key={field.id}>
            <a href={`#${field.id}`}>{field.label}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}
