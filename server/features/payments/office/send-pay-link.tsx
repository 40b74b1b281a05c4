import * as v from 'valibot';
import { isLocale } from '../../../../data/locale';
import { messagesFor } from '../../../../data/messages';
import { formatCents } from '../../../../data/charges';
import { oneLine } from '../../../../data/text';
import { officeAction, refusalPage } from '../../../office';
import { manageUrl, mintManageLink } from '../../booking';
import { queuePayEmail } from '../pay-link-outbox';
import { visitBalance } from '../store';
import type { PaymentsOfficeTools } from './tools';
import { payLinkReach } from './unpaid';

const NO_FIELDS = v.object({});
const UNPAID = '/office/payments/unpaid';
/** How long the link opens the visit's page: long enough to pay at the end of the month. */
const LINK_DAYS = 30;

/**
 * POST /office/payments/unpaid/:reference/send: a fresh link to the customer's manage page, where Pay $X is,
 * e-mailed where the booking has an address and texted where they agreed (either or both), with its activity line,
 * in one transaction. The amount is not in the link: the page shows the balance as it is when they open it. Not
 * offered (404) while online payment is off; refused (409, nothing written) when neither channel reaches them.
 */
export const sendPayLinkScreen = officeAction<typeof NO_FIELDS, PaymentsOfficeTools>({
  form: NO_FIELDS,
  refused: () => ({ notFound: true }),
  async apply({ trx, request, tools }) {
    if (!tools.online) return { answer: { notFound: true } };
    const booking = await trx
      .selectFrom('bookings')
      .select(['id', 'reference', 'name', 'phone', 'email', 'language'])
      .where('reference', '=', request.params.reference ?? '')
      .executeTakeFirst();
    if (!booking) return { answer: { notFound: true } };
    const balance = await visitBalance(trx, booking.id);
    if (!balance || balance.payment !== 'unpaid' || balance.balanceCents <= 0)
      return { answer: refusalPage(409, 'Nothing is owed', 'This visit has nothing left to pay.', UNPAID) };
    const reach = await payLinkReach(tools, trx, {
      phone: booking.phone,
      email: booking.email,
      balanceCents: balance.balanceCents,
    });
    if (!reach.ok)
      return { answer: refusalPage(409, 'The link cannot be sent', `No pay link was sent: ${reach.why}.`, UNPAID) };
    const amount = formatCents(balance.balanceCents);
    const token = await mintManageLink(
      trx,
      booking.id,
      'pay',
      request.now,
      new Date(request.now.getTime() + LINK_DAYS * 86_400_000),
    );
    if (reach.email) await queuePayEmail(trx, { bookingId: booking.id, token, at: request.now });
    const texts = reach.text ? tools.texts : undefined;
    const language = isLocale(booking.language) ? booking.language : 'en';
    await texts?.queueText(trx, {
      to: booking.phone,
      body: messagesFor(language).texts.payLink(amount, booking.reference, `${request.siteUrl}${manageUrl(token)}`),
      language,
      bookingId: booking.id,
      kind: 'pay-link',
    });
    const by = reach.email && reach.text ? 'by e-mail and text' : reach.email ? 'by e-mail' : 'by text';
    const saved = reach.email && reach.text ? 'both' : reach.email ? 'emailed' : 'texted';
    return {
      answer: { redirect: `${UNPAID}?saved=${saved}` },
      activity: { action: 'Pay link sent', detail: `${oneLine(booking.name)} (${booking.reference}): ${amount} ${by}` },
      after: () => {
        if (reach.email) tools.nudgeMail();
        texts?.nudge();
      },
    };
  },
});
