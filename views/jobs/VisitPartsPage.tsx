import { Field } from '../components/forms/Field';
import type { PartView } from './parts-words';

/** The form's fields, as typed. */
export interface PartFormValues {
  partNumber: string;
  description: string;
  supplier: string;
  cost: string;
  orderedOn: string;
  expectedOn: string;
}

export interface VisitPartsPageProps {
  reference: string;
  customer: string;
  csrf: string;
  /** The visit's page, and the approved estimate's (when there is one). */
  visitHref: string;
  estimateHref?: string | undefined;
  /** Where the form posts; undefined when the visit has no approved estimate (no job to order parts for). */
  action?: string | undefined;
  parts: PartView[];
  values: PartFormValues;
  errors: Partial<Record<keyof PartFormValues, string>>;
  saved?: string | undefined;
}

/** One part of the job, with Part Arrived while it is on order. */
function PartRow({ part, csrf }: { part: PartView; csrf: string }) {
  return (
    <li className="office-row">
      <p className="office-row__main">
        <span>
          {part.description} · {part.partNumber}
        </span>
        <span className="office-muted">
          {part.supplier} · {part.cost} · ordered {part.ordered} · expected {part.expected}
        </span>
      </p>
      <p>
        <span className={part.late ? 'office-status office-status--no-show' : 'office-status'}>{part.status}</span>
      </p>
      {part.in ? null : (
        <form method="post" action={`/office/parts/${encodeURIComponent(part.id)}/arrived`}>
          <input type="hidden" name="_csrf" value={csrf} />
          <input type="hidden" name="back" value="visit" />
          <button type="submit" className="btn btn--secondary">
            Part Arrived
          </button>
        </form>
      )}
    </li>
  );
}

/**
 * A visit's parts on order (issue 37): the job's parts with where each stands, and the form that records one more.
 * A plain form: the days are date fields, the cost is typed in dollars.
 */
export function VisitPartsPage(props: VisitPartsPageProps) {
  const { reference, customer, csrf, visitHref, estimateHref, action, parts, values, errors, saved } = props;
  const errorCount = Object.values(errors).filter(Boolean).length;
  return (
    <section className="office-section" aria-labelledby="parts-title">
      <p>
        <a href={visitHref}>Back to the visit</a>
        {estimateHref ? (
          <>
            {' · '}
            <a href={estimateHref}>The approved estimate</a>
          </>
        ) : null}
      </p>
      <h1 id="parts-title">Parts for {reference}</h1>
      <p className="office-muted">{customer}</p>
      {saved ? (
        <p role="status" className="office-notice">
          {saved}
        </p>
      ) : null}
      <section aria-labelledby="parts-list-heading" className="office-block">
        <h2 id="parts-list-heading">Parts on this job</h2>
        {parts.length === 0 ? (
          <p>No part recorded yet.</p>
        ) : (
          <ol className="office-rows">
            {parts.map((part) => (
              <PartRow key={part.id} part={part} csrf={csrf} />
            ))}
          </ol>
        )}
      </section>
      {action ? (
        <section aria-labelledby="part-form-heading" className="office-block">
          <h2 id="part-form-heading">Record a part</h2>
          {errorCount > 0 && (
            <p className="office-full" role="alert">
              {errorCount === 1 ? 'One thing to fix' : `${errorCount} things to fix`}: nothing was saved, everything you
              typed is kept below.
            </p>
          )}
          <form method="post" action={action} className="office-form" noValidate>
            <input type="hidden" name="_csrf" value={csrf} />
            <PartFields values={values} errors={errors} />
            <p className="office-muted">
              Recording a part sets the visit Waiting for Parts. When every part of the job is marked in, the customer
              is e-mailed (and texted where they agreed) a link to book the visit to fit them.
            </p>
            <button type="submit" className="btn btn--primary">
              Record Part
            </button>
          </form>
        </section>
      ) : (
        <p className="office-notice office-notice--warn">
          This visit has no approved estimate: parts are recorded once the customer approves one.
        </p>
      )}
    </section>
  );
}

function PartFields({ values, errors }: Pick<VisitPartsPageProps, 'values' | 'errors'>) {
  const textField = (name: 'partNumber' | 'description' | 'supplier', label: string, max: number) => (
    <Field id={`part-${name}`} label={label} required error={errors[name]}>
      {(control) => (
        <input
          {...control}
          type="text"
          name={name}
          required
          maxLength={max}
          autoComplete="off"
          defaultValue={values[name]}
        />
      )}
    </Field>
  );
  return (
    <>
      {textField('partNumber', 'Part number', 60)}
      {textField('description', 'What it is', 200)}
      {textField('supplier', 'Supplier', 100)}
      <Field id="part-cost" label="What it cost the shop, in dollars" required error={errors.cost}>
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="decimal"
            name="cost"
            required
            autoComplete="off"
            defaultValue={values.cost}
          />
        )}
      </Field>
      <Field id="part-orderedOn" label="Ordered on" required error={errors.orderedOn}>
        {(control) => <input {...control} type="date" name="orderedOn" required defaultValue={values.orderedOn} />}
      </Field>
      <Field id="part-expectedOn" label="Expected on" required error={errors.expectedOn}>
        {(control) => <input {...control} type="date" name="expectedOn" required defaultValue={values.expectedOn} />}
      </Field>
    </>
  );
}
