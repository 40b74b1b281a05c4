import { COUPON_CODES, COUPON_RULES, PAYMENTS, paymentLabels } from '../../data/charges';
import { Field } from '../components/forms/Field';
import { line } from '../office/format';
import { PriceSummary, type PriceView } from './PriceSummary';
import type { StatusBack } from '../visits/VisitStatus';

/** The form's fields, as typed (or as recorded, shown again for a correction). */
export interface PriceFormValues {
  workDone: string;
  parts: string;
  partsAmount: string;
  labour: string;
  /** 'yes' when the service call fee is charged. */
  fee: string;
  coupon: string;
  payment: string;
}

export interface PricePageProps {
  reference: string;
  name: string;
  service: string;
  /** A warranty visit: no charge, everything at $0 to start with. */
  warranty: boolean;
  /** "$89.00". */
  feeLabel: string;
  values: PriceFormValues;
  errors: Partial<Record<keyof PriceFormValues, string>>;
  csrf: string;
  back: StatusBack;
  backHref: string;
  /** The price already recorded, if any. */
  recorded?: PriceView | undefined;
  /** Whether this person may record (or correct) it: a technician records once, the office corrects. */
  canEdit: boolean;
  saved?: string | undefined;
  /** The visit is not marked Done (yet, or any more): no price to record until it is. */
  notDone?: boolean;
  /** A job's return visit: what its form was filled from, and how the fee and the tax are counted. */
  job?: string | undefined;
}

/**
 * The form that follows Done: what was done, parts, labour, the service call fee, a coupon, how it was paid. The
 * Total is worked out on the server when saved, and shown here with the receipt's state.
 */
export function PricePage(props: PricePageProps) {
  const { reference, name, service, warranty, backHref, recorded, canEdit } = props;
  return (
    <>
      <p>
        <a href={backHref}>Back</a>
      </p>
      <h1>
        Price of the visit<span className="visually-hidden">, {line(reference)}</span>
      </h1>
      <p className="office-muted">
        {line(name) || 'No name given'} · {service} · {line(reference)}
      </p>
      {props.saved && (
        <p className="office-notice" role="status">
          {props.saved}
        </p>
      )}
      {warranty && (
        <p className="office-notice office-notice--warranty">
          <strong>Warranty visit: no charge.</strong> Everything starts at $0 and the service call fee is not charged.
        </p>
      )}
      {props.job && (
        <p className="office-notice office-notice--job">
          <strong>Return visit of a job.</strong> {props.job}
        </p>
      )}
      {props.notDone && (
        <p>
          This visit is not marked Done. Mark it Done first: the price is recorded after.{' '}
          <a href={`/office/visits/${encodeURIComponent(reference)}`}>The visit</a>
        </p>
      )}
      {recorded && (
        <section aria-labelledby="price-recorded-heading" className="office-block">
          <h2 id="price-recorded-heading">Recorded price</h2>
          <PriceSummary price={recorded} />
          {!canEdit && <p className="office-muted">The price is recorded. Only the office can correct it.</p>}
        </section>
      )}
      {canEdit && <PriceForm {...props} />}
    </>
  );
}

/** The form that records the price, or corrects it once recorded; a refusal keeps everything typed. */
function PriceForm({ reference, feeLabel, values, errors, csrf, back, recorded }: PricePageProps) {
  const action = `/office/visits/${encodeURIComponent(reference)}/price`;
  const errorCount = Object.values(errors).filter(Boolean).length;
  return (
    <section aria-labelledby="price-form-heading" className="office-block">
      <h2 id="price-form-heading">{recorded ? 'Correct the price' : 'Record the price'}</h2>
      {errorCount > 0 && (
        <p className="office-full" role="alert">
          {errorCount === 1 ? 'One thing to fix' : `${errorCount} things to fix`}: nothing was saved, everything you
          typed is kept below.
        </p>
      )}
      <form method="post" action={action} className="office-form" noValidate>
        <input type="hidden" name="_csrf" value={csrf} />
        <input type="hidden" name="back" value={back} />
        <WorkFields values={values} errors={errors} />
        {/* The break stays after "the": React writes the text nodes, and so the HTML, exactly as before. */}
        {/* prettier-ignore */}
        <label className="office-check">
          <input type="checkbox" name="fee" value="yes" defaultChecked={values.fee === 'yes'} /> Charge the{' '}
          {feeLabel} service call fee (the diagnosis; credited toward the repair)
        </label>
        <CouponAndPayment values={values} errors={errors} />
        <p className="office-muted">
          The Total is worked out when you save: the fee, parts and labour, with the fee credited toward the repair up
          to its amount, less the coupon. The customer is e-mailed the receipt with a PDF.
        </p>
        <button type="submit" className="btn btn--primary">
          {recorded ? 'Save the correction and e-mail the receipt' : 'Save the price and e-mail the receipt'}
        </button>
      </form>
    </section>
  );
}

type FieldsProps = Pick<PricePageProps, 'values' | 'errors'>;

/** What was done, the parts used, and the two amounts in dollars. */
function WorkFields({ values, errors }: FieldsProps) {
  return (
    <>
      <Field id="price-work" label="What was done" required error={errors.workDone}>
        {(control) => (
          <textarea {...control} name="workDone" rows={4} required maxLength={2000} defaultValue={values.workDone} />
        )}
      </Field>
      <Field id="price-parts" label="Parts used (what they were)" error={errors.parts}>
        {(control) => <input {...control} type="text" name="parts" maxLength={300} defaultValue={values.parts} />}
      </Field>
      <Field id="price-parts-amount" label="Parts, in dollars" error={errors.partsAmount}>
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="decimal"
            name="partsAmount"
            autoComplete="off"
            defaultValue={values.partsAmount}
          />
        )}
      </Field>
      <Field id="price-labour" label="Labour, in dollars" error={errors.labour}>
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="decimal"
            name="labour"
            autoComplete="off"
            defaultValue={values.labour}
          />
        )}
      </Field>
    </>
  );
}

/** The coupon (one per service call) and how the customer paid, with the payment's error under its choices. */
function CouponAndPayment({ values, errors }: FieldsProps) {
  return (
    <>
      <Field id="price-coupon" label="Coupon (one per service call)" error={errors.coupon}>
        {(control) => (
          <select {...control} name="coupon" defaultValue={values.coupon}>
            <option value="">No coupon</option>
            {COUPON_CODES.map((code) => (
              <option key={code} value={code}>
                {code}: {COUPON_RULES[code].label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <fieldset className="office-choices" aria-describedby={errors.payment ? 'price-payment-error' : undefined}>
        <legend>How it was paid</legend>
        {PAYMENTS.map((payment) => (
          <label key={payment}>
            <input type="radio" name="payment" value={payment} defaultChecked={values.payment === payment} />{' '}
            {paymentLabels[payment]}
          </label>
        ))}
      </fieldset>
      {errors.payment && (
        <p className="field__error" id="price-payment-error">
          {errors.payment}
        </p>
      )}
    </>
  );
}
