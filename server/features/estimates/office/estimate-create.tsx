import * as v from 'valibot';
import { oneLine } from '../../../../data/text';
import { officeAction } from '../../../office';
import { createEstimate } from '../estimate-store';
import { estimateName, taxStateOf } from '../rules';
import { taxRates } from '../store';
import type { EstimatesOfficeTools } from '../tools';
import { estimateFormPage, estimatesHref, feeOf, readEstimateForm } from './estimate-form';
import { visitOf } from './visit';

// The lines are read by readEstimateForm (their names depend on the option and line); nothing here is required.
const NO_FIELDS = v.object({});

/**
 * POST /office/visits/:reference/estimates: saves a draft of the options and lines typed or picked from the
 * price book, with the tax rate of the visit's state and the fee to credit as they are now, and its activity line,
 * in one transaction. A refusal shows the form again (400) with every field as typed.
 */
export const estimateCreateScreen = officeAction<typeof NO_FIELDS, EstimatesOfficeTools>({
  form: NO_FIELDS,
  refused: () => ({ notFound: true }),
  async apply({ trx, request }) {
    const booking = await visitOf(trx, request.params.reference ?? '');
    if (!booking) return { answer: { notFound: true } };
    const read = await readEstimateForm(trx, booking, request.form);
    if (!read.ok)
      return {
        answer: await estimateFormPage(request, trx, booking, {
          values: request.form,
          errors: read.errors,
          ...(read.formError ? { formError: read.formError } : {}),
        }),
      };
    const state = taxStateOf(booking.zip);
    const rate = (await taxRates(trx)).find((candidate) => candidate.state === state)?.rate ?? 0;
    const estimate = await createEstimate(
      trx,
      {
        bookingId: booking.id,
        options: read.options,
        note: read.note,
        taxState: state,
        taxRateBp: rate,
        feeCents: feeOf(booking),
        createdBy: oneLine(request.user.email),
      },
      request.now,
    );
    const name = estimateName(booking.reference, estimate.number);
    return {
      answer: { redirect: `${estimatesHref(booking.reference)}/${estimate.number}?saved=draft` },
      activity: {
        action: 'Estimate written',
        detail: `${oneLine(booking.name)} (${booking.reference}): ${name}, ${read.options.length} option(s)`,
      },
    };
  },
});
