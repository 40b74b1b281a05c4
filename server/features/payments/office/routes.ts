import { OFFICE_DESK, OWNER_ONLY, officeLines, type OfficeLine } from '../../../office';
import { paymentsScreen } from './payments';
import { sendPayLinkScreen } from './send-pay-link';
import type { PaymentsOfficeTools } from './tools';
import { unpaidScreen } from './unpaid';

/**
 * The office's money: what came in is the owner's (as Reports is); who owes what, and sending them the link to
 * pay, is the desk's too, as collecting is.
 */
export function paymentsOfficeLines(tools: PaymentsOfficeTools): OfficeLine[] {
  const { page, change } = officeLines(tools);
  return [
    page('/office/payments', OWNER_ONLY, paymentsScreen, { nav: { label: 'Payments', order: 105 } }),
    page('/office/payments/unpaid', OFFICE_DESK, unpaidScreen),
    change('/office/payments/unpaid/:reference/send', OFFICE_DESK, sendPayLinkScreen),
  ];
}
