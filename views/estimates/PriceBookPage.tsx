import { Field } from '../components/forms/Field';
import { line } from '../office/format';

export interface PriceBookItemFields {
  name: string;
  price: string;
}

export interface PriceBookAddFields extends PriceBookItemFields {
  appliance: string;
  kind: string;
}

type Errors<T> = Partial<Record<keyof T, string>>;

export interface PriceBookItemView {
  id: string;
  name: string;
  /** "Labour" or "Part". */
  kind: string;
  /** "$150.00". */
  price: string;
  /** "Changed Mon, Nov 23, 9:05 AM by owner@example.com". */
  updated: string;
  /** The edit form's values: as saved, or as typed when it was refused (then it is open, with its messages). */
  edit: { values: PriceBookItemFields; errors: Errors<PriceBookItemFields>; open: boolean };
}

export interface PriceBookGroupView {
  /** "Any appliance", "Washer", …. */
  label: string;
  items: PriceBookItemView[];
}

export interface TaxRateView {
  state: string;
  /** "District of Columbia". */
  name: string;
  /** "6.00 %". */
  rate: string;
  updated?: string;
}

export interface PriceBookPageProps {
  csrf: string;
  saved?: string;
  groups: PriceBookGroupView[];
  archived: PriceBookItemView[];
  appliances: { value: string; label: string }[];
  add: { values: PriceBookAddFields; errors: Errors<PriceBookAddFields> };
  rates: TaxRateView[];
  /** The tax form's fields by state (dc, md): as saved, or as typed when refused. */
  tax: { values: Record<string, string>; errors: Record<string, string | undefined> };
  /** The deposit form's fields (depositKind, depositAmount, depositPercent): as saved, or as typed when refused. */
  deposit: { values: Record<string, string>; errors: Record<string, string | undefined> };
}

const BASE = '/office/settings/price-book';
const itemPath = (id: string) => `${BASE}/items/${encodeURIComponent(id)}`;

/** The owner's price book: labour items and parts by appliance with a price each, and the sales tax per state. */
export function PriceBookPage(props: PriceBookPageProps) {
  const { saved, groups } = props;
  return (
    <>
      <h1>Price book</h1>
      <p className="office-muted">
        The shop’s common labour items and parts, with a price each, by appliance: what estimates are made from. The
        price ranges on the service pages are not changed by this list. <a href="/office/settings">Schedule settings</a>
      </p>
      {saved && (
        <p className="office-notice" role="status">
          {saved}
        </p>
      )}
      <TaxSection {...props} />
      <DepositSection {...props} />
      <section aria-labelledby="items-heading" className="office-block">
        <h2 id="items-heading">Items</h2>
        {groups.length === 0 && <p className="office-muted">No items yet: add the first below.</p>}
        {groups.map((group) => (
          <section key={group.label} aria-labelledby={`group-${slug(group.label)}`} className="office-block">
            <h3 id={`group-${slug(group.label)}`}>{group.label}</h3>
            <ul className="office-cards">
              {group.items.map((item) => (
                <ItemCard key={item.id} item={item} csrf={props.csrf} />
              ))}
            </ul>
          </section>
        ))}
      </section>
      <AddSection {...props} />
      {props.archived.length > 0 && (
        <section aria-labelledby="archived-heading" className="office-block">
          <h2 id="archived-heading">Archived</h2>
          <p className="office-muted">No longer offered on new estimates; estimates made from them keep them.</p>
          <ul className="office-cards">
            {props.archived.map((item) => (
              <li key={item.id} className="office-card">
                <p className="office-card__title">{line(item.name)}</p>
                <p>
                  {item.kind} · {item.price}
                </p>
                <ArchiveButton csrf={props.csrf} item={item} archive={false} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

const slug = (label: string) => label.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** One item: what it is and costs, its edit form (folded until used) and its Archive button. */
function ItemCard({ item, csrf }: { item: PriceBookItemView; csrf: string }) {
  const { values, errors, open } = item.edit;
  const id = `item-${item.id}`;
  return (
    <li className="office-card">
      <p className="office-card__title">{line(item.name)}</p>
      <p>
        {item.kind} · {item.price}
      </p>
      <p className="office-muted">{item.updated}</p>
      <details open={open}>
        <summary>
          Edit<span className="visually-hidden"> {line(item.name)}</span>
        </summary>
        <form method="post" action={itemPath(item.id)} className="office-form">
          <input type="hidden" name="_csrf" value={csrf} />
          <Field id={`${id}-name`} label="Name" required error={errors.name}>
            {(control) => (
              <input {...control} name="name" type="text" maxLength={120} required defaultValue={values.name} />
            )}
          </Field>
          <Field id={`${id}-price`} label="Price, in dollars" required error={errors.price}>
            {(control) => (
              <input
                {...control}
                name="price"
                type="text"
                inputMode="decimal"
                autoComplete="off"
                required
                defaultValue={values.price}
              />
            )}
          </Field>
          <button type="submit" className="btn btn--primary">
            Save<span className="visually-hidden"> {line(item.name)}</span>
          </button>
        </form>
      </details>
      <ArchiveButton csrf={csrf} item={item} archive />
    </li>
  );
}

function ArchiveButton({ csrf, item, archive }: { csrf: string; item: PriceBookItemView; archive: boolean }) {
  return (
    <form method="post" action={`${itemPath(item.id)}/archive`}>
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="archived" value={archive ? 'yes' : 'no'} />
      <button type="submit" className="btn btn--secondary">
        {archive ? 'Archive' : 'Restore'}
        <span className="visually-hidden"> {line(item.name)}</span>
      </button>
    </form>
  );
}

/** A new item: its appliance (or any), labour or part, name and price. */
function AddSection({ csrf, add, appliances }: PriceBookPageProps) {
  const { values, errors } = add;
  return (
    <section aria-labelledby="add-heading" className="office-block">
      <h2 id="add-heading">Add an item</h2>
      <form method="post" action={BASE} className="office-form">
        <input type="hidden" name="_csrf" value={csrf} />
        <Field id="add-appliance" label="Appliance" error={errors.appliance}>
          {(control) => (
            <select {...control} name="appliance" defaultValue={values.appliance}>
              {appliances.map((appliance) => (
                <option key={appliance.value} value={appliance.value}>
                  {appliance.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="add-kind" label="Labour or part" required error={errors.kind}>
          {(control) => (
            <select {...control} name="kind" required defaultValue={values.kind}>
              <option value="labour">Labour</option>
              <option value="part">Part</option>
            </select>
          )}
        </Field>
        <Field id="add-name" label="Name" required error={errors.name}>
          {(control) => (
            <input
              {...control}
              name="name"
              type="text"
              maxLength={120}
              required
              placeholder="Drain pump"
              defaultValue={values.name}
            />
          )}
        </Field>
        <Field id="add-price" label="Price, in dollars" required error={errors.price}>
          {(control) => (
            <input
              {...control}
              name="price"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              required
              placeholder="150.00"
              defaultValue={values.price}
            />
          )}
        </Field>
        <button type="submit" className="btn btn--primary">
          Add the item
        </button>
      </form>
    </section>
  );
}

const DEPOSIT_KINDS = [
  { value: 'none', label: 'No deposit' },
  { value: 'fixed', label: 'A fixed amount' },
  { value: 'percent', label: "A percentage of the approved option's total" },
];

/** The deposit an approved estimate asks for when online payment is on (docs/payments.md). */
function DepositSection({ csrf, deposit }: PriceBookPageProps) {
  const { values, errors } = deposit;
  return (
    <section aria-labelledby="deposit-heading" className="office-block">
      <h2 id="deposit-heading">Deposit on approved estimates</h2>
      <p className="office-muted">
        When online payment is on, a customer who approves an estimate is asked to pay this deposit by card; it is
        credited on the job’s final receipt.
      </p>
      <form method="post" action={`${BASE}/deposit`} className="office-form">
        <input type="hidden" name="_csrf" value={csrf} />
        <fieldset>
          <legend>Deposit</legend>
          {errors.depositKind && <p className="office-error">{errors.depositKind}</p>}
          {DEPOSIT_KINDS.map((kind) => (
            <label key={kind.value} className="office-choice">
              <input
                type="radio"
                name="depositKind"
                value={kind.value}
                defaultChecked={(values.depositKind || 'none') === kind.value}
              />{' '}
              {kind.label}
            </label>
          ))}
        </fieldset>
        <Field id="deposit-amount" label="Fixed amount, in dollars" error={errors.depositAmount}>
          {(control) => (
            <input
              {...control}
              name="depositAmount"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              defaultValue={values.depositAmount ?? ''}
            />
          )}
        </Field>
        <Field id="deposit-percent" label="Percentage of the total" error={errors.depositPercent}>
          {(control) => (
            <input
              {...control}
              name="depositPercent"
              type="text"
              inputMode="decimal"
              autoComplete="off"
              defaultValue={values.depositPercent ?? ''}
            />
          )}
        </Field>
        <button type="submit" className="btn btn--primary">
          Save the deposit
        </button>
      </form>
    </section>
  );
}

/** The sales tax on parts, per state the shop serves, typed as a percent. */
function TaxSection({ csrf, rates, tax }: PriceBookPageProps) {
  return (
    <section aria-labelledby="tax-heading" className="office-block">
      <h2 id="tax-heading">Sales tax on parts</h2>
      <p className="office-muted">
        Charged on parts only, by the state of the visit’s address, as its own line on estimates. 0 until you set it.
      </p>
      <ul className="office-cards">
        {rates.map((rate) => (
          <li key={rate.state} className="office-card">
            <p className="office-card__title">
              {rate.name}: {rate.rate}
            </p>
            {rate.updated && <p className="office-muted">{rate.updated}</p>}
          </li>
        ))}
      </ul>
      <form method="post" action={`${BASE}/tax`} className="office-form">
        <input type="hidden" name="_csrf" value={csrf} />
        {rates.map((rate) => {
          const name = rate.state.toLowerCase();
          return (
            <Field
              key={rate.state}
              id={`tax-${name}`}
              label={`${rate.name}, percent`}
              required
              error={tax.errors[name]}
            >
              {(control) => (
                <input
                  {...control}
                  name={name}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  required
                  defaultValue={tax.values[name] ?? ''}
                />
              )}
            </Field>
          );
        })}
        <button type="submit" className="btn btn--primary">
          Save the tax rates
        </button>
      </form>
    </section>
  );
}
