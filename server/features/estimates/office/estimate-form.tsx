import type { Kysely } from 'kysely';
import { formatCents, parseDollars, SERVICE_CALL_FEE_CENTS } from '../../../../data/charges';
import { findService } from '../../../../data/site/services';
import { multiLine, oneLine } from '../../../../data/text';
import { EstimateForm, lineField, titleField, type EstimateFormValues } from '../../../../views/estimates/EstimateForm';
import type { Tables } from '../../../kernel/db/schema';
import type { OfficeAnswer, OfficeRequest } from '../../../office';
import type { StoredBooking } from '../../booking';
import { MAX_LINES, MAX_OPTIONS, MAX_QUANTITY, MAX_UNIT_CENTS, type EstimateLine, type EstimateOption } from '../rules';
import { priceBookItems, type PriceBookItem } from '../store';

export const estimatesHref = (reference: string) => `/office/visits/${encodeURIComponent(reference)}/estimates`;
export const visitHref = (reference: string) => `/office/bookings/${encodeURIComponent(reference)}`;

/** The price book items a visit's estimate may use: its appliance's and those for any appliance, not archived. */
async function itemsFor(db: Kysely<Tables>, booking: StoredBooking): Promise<PriceBookItem[]> {
  const items = await priceBookItems(db);
  return items.filter((item) => !item.archived && (item.appliance === '' || item.appliance === booking.service));
}

/** The New Estimate form: empty, or as typed with each message beside its field (400). */
export async function estimateFormPage(
  request: OfficeRequest,
  db: Kysely<Tables>,
  booking: StoredBooking,
  refused?: { values: EstimateFormValues; errors: Record<string, string | undefined>; formError?: string },
): Promise<OfficeAnswer> {
  const items = await itemsFor(db, booking);
  const service = findService(booking.service)?.name ?? oneLine(booking.service);
  return {
    page: {
      title: `New estimate, ${booking.reference}`,
      status: refused ? 400 : 200,
      body: (
        <EstimateForm
          csrf={request.csrf}
          action={estimatesHref(booking.reference)}
          visit={`${booking.reference}, ${oneLine(booking.name)}, ${service}`}
          back={visitHref(booking.reference)}
          values={refused?.values ?? {}}
          errors={refused?.errors ?? {}}
          formError={refused?.formError}
          items={items.map((item) => ({
            id: item.id,
            label: `${item.name} (${item.kind === 'part' ? 'part' : 'labour'}), ${formatCents(item.priceCents)}`,
          }))}
          options={MAX_OPTIONS}
          lines={MAX_LINES}
        />
      ),
    },
  };
}

export type ReadEstimate =
  | { ok: true; options: EstimateOption[]; note: string }
  | { ok: false; errors: Record<string, string>; formError?: string };

const QUANTITY = /^\d{1,3}$/;

/**
 * The form's options and lines: a line with nothing typed and no item is skipped; a line from the price book
 * takes the item's name, kind and price unless typed over. An option needs a title and a line; the estimate needs
 * one option. Each message is keyed by its field.
 */
export async function readEstimateForm(
  db: Kysely<Tables>,
  booking: StoredBooking,
  form: Record<string, string>,
): Promise<ReadEstimate> {
  const items = new Map((await itemsFor(db, booking)).map((item) => [item.id, item]));
  const errors: Record<string, string> = {};
  const options: EstimateOption[] = [];
  const field = (name: string) => (typeof form[name] === 'string' ? form[name] : '').trim();
  for (let option = 1; option <= MAX_OPTIONS; option++) {
    const lines: EstimateLine[] = [];
    for (let line = 1; line <= MAX_LINES; line++) {
      const name = (part: string) => lineField(option, line, part);
      const itemId = field(name('Item'));
      const item = itemId ? items.get(itemId) : undefined;
      if (itemId && !item) errors[name('Item')] = 'Please choose one of the price book items.';
      const description = oneLine(field(name('Description'))) || item?.name || '';
      const typedPrice = field(name('Price'));
      if (!itemId && !description && !typedPrice) continue;
      if (!description) errors[name('Description')] = 'Please say what this line is.';
      else if ([...description].length > 200) errors[name('Description')] = 'Please keep this under 200 characters.';
      const kind = field(name('Kind')) === 'part' ? 'part' : item && !field(name('Kind')) ? item.kind : 'labour';
      const quantityText = field(name('Quantity')) || '1';
      const quantity = QUANTITY.test(quantityText) ? Number(quantityText) : Number.NaN;
      if (!(quantity >= 1 && quantity <= MAX_QUANTITY))
        errors[name('Quantity')] = `Please type how many, from 1 to ${MAX_QUANTITY}.`;
      const unitCents = typedPrice ? parseDollars(typedPrice) : item?.priceCents;
      if (unitCents === undefined)
        errors[name('Price')] = typedPrice
          ? 'Please type an amount in dollars and cents, like 120 or 120.50 (no minus sign).'
          : 'Please type the price.';
      else if (unitCents > MAX_UNIT_CENTS)
        errors[name('Price')] = `That is over ${formatCents(MAX_UNIT_CENTS)}: please check the amount.`;
      lines.push({ kind, description, quantity, unitCents: unitCents ?? 0 });
    }
    const title = oneLine(field(titleField(option)));
    if (lines.length === 0) {
      if (title) errors[lineField(option, 1, 'Description')] = 'Please add a line to this option, or clear its title.';
      continue;
    }
    if (!title) errors[titleField(option)] = 'Please say what this option is, like “Replace the drain pump”.';
    else if ([...title].length > 120) errors[titleField(option)] = 'Please keep this under 120 characters.';
    options.push({ position: options.length + 1, title, lines });
  }
  const note = multiLine(field('note'));
  if ([...note].length > 1000) errors.note = 'Please keep the note under 1000 characters.';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  if (options.length === 0)
    return { ok: false, errors: {}, formError: 'Please add at least one line: from the price book, or typed.' };
  return { ok: true, options, note };
}

/** The fee the estimate credits: the service call fee, none on a warranty visit (it was free). */
export const feeOf = (booking: StoredBooking) => (booking.warrantyOf ? 0 : SERVICE_CALL_FEE_CENTS);
