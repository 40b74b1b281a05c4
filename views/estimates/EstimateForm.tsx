import { Field } from '../components/forms/Field';

/** A line's fields as typed: "o1l2Description" and so on, one name per field. */
export type EstimateFormValues = Record<string, string>;

export interface EstimateFormProps {
  csrf: string;
  action: string;
  /** "CAR-7K3M, Ada Board, Washer Repair". */
  visit: string;
  back: string;
  values: EstimateFormValues;
  errors: Record<string, string | undefined>;
  /** A message over the form (nothing priced yet). */
  formError?: string | undefined;
  /** The price book items the visit's appliance may use: id and "Drain pump (part), $120.00". */
  items: { id: string; label: string }[];
  options: number;
  lines: number;
}

export const lineField = (option: number, line: number, field: string) => `o${option}l${line}${field}`;
export const titleField = (option: number) => `option${option}Title`;

const KIND_CHOICES = [
  { value: 'labour', label: 'Labour' },
  { value: 'part', label: 'Part' },
];

/**
 * New Estimate: up to three options, each a title and its lines (from the price book, or typed). Without
 * JavaScript every line is a row of plain fields; options 2 and 3 open with <details>. A line left empty is
 * skipped; the server works out every total.
 */
export function EstimateForm(props: EstimateFormProps) {
  const { values, errors } = props;
  const options = Array.from({ length: props.options }, (_, i) => i + 1);
  const lines = Array.from({ length: props.lines }, (_, i) => i + 1);
  const value = (name: string) => values[name] ?? '';
  const optionFields = (option: number) => (
    <>
      <Field
        id={`estimate-${titleField(option)}`}
        label={`Option ${option}: what it is`}
        error={errors[titleField(option)]}
      >
        {(control) => (
          <input {...control} name={titleField(option)} defaultValue={value(titleField(option))} maxLength={120} />
        )}
      </Field>
      {lines.map((line) => {
        const name = (field: string) => lineField(option, line, field);
        return (
          <fieldset key={line} className="estimate-line">
            <legend>
              Option {option}, line {line}
            </legend>
            <Field id={`estimate-${name('Item')}`} label="From the price book" error={errors[name('Item')]}>
              {(control) => (
                <select {...control} name={name('Item')} defaultValue={value(name('Item'))}>
                  <option value="">None: typed below</option>
                  {props.items.map((item) => (
                    <option key={item.id} value={item.id}>
                      {item.label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id={`estimate-${name('Description')}`} label="Description" error={errors[name('Description')]}>
              {(control) => (
                <input
                  {...control}
                  name={name('Description')}
                  defaultValue={value(name('Description'))}
                  maxLength={200}
                />
              )}
            </Field>
            <Field id={`estimate-${name('Kind')}`} label="Labour or part" error={errors[name('Kind')]}>
              {(control) => (
                <select {...control} name={name('Kind')} defaultValue={value(name('Kind')) || 'labour'}>
                  {KIND_CHOICES.map((kind) => (
                    <option key={kind.value} value={kind.value}>
                      {kind.label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id={`estimate-${name('Quantity')}`} label="Quantity" error={errors[name('Quantity')]}>
              {(control) => (
                <input
                  {...control}
                  name={name('Quantity')}
                  inputMode="numeric"
                  defaultValue={value(name('Quantity')) || '1'}
                  maxLength={3}
                />
              )}
            </Field>
            <Field id={`estimate-${name('Price')}`} label="Price each, in dollars" error={errors[name('Price')]}>
              {(control) => (
                <input
                  {...control}
                  name={name('Price')}
                  inputMode="decimal"
                  defaultValue={value(name('Price'))}
                  maxLength={12}
                />
              )}
            </Field>
          </fieldset>
        );
      })}
    </>
  );
  return (
    <section className="office-section" aria-labelledby="estimate-title">
      <p>
        <a href={props.back}>Back to the visit</a>
      </p>
      <h1 id="estimate-title">New Estimate</h1>
      <p>{props.visit}</p>
      {props.formError ? (
        <p className="form-error" role="alert">
          {props.formError}
        </p>
      ) : null}
      <form method="post" action={props.action} className="office-form estimate-form">
        <input type="hidden" name="_csrf" value={props.csrf} />
        {options.map((option) =>
          option === 1 ? (
            <fieldset key={option} className="estimate-option">
              <legend>Option 1</legend>
              {optionFields(option)}
            </fieldset>
          ) : (
            <details key={option} className="estimate-option" open={Boolean(value(titleField(option)))}>
              <summary>Add option {option}</summary>
              {optionFields(option)}
            </details>
          ),
        )}
        <Field id="estimate-note" label="A note to the customer (optional)" error={errors.note}>
          {(control) => <textarea {...control} name="note" rows={3} defaultValue={value('note')} maxLength={1000} />}
        </Field>
        <button type="submit" className="button">
          Save Estimate
        </button>
      </form>
    </section>
  );
}
