import { OWNER_ONLY, officeLines, type OfficeLine } from '../../../office';
import { paymentRefundScreen } from './payment-refund';
import { paymentRefundRecordScreen } from './payment-refund-record';
import type { RefundOfficeTools } from './tools';

/** Giving money back is the owner's alone, as the reports and the exports are. */
export function refundOfficeLines(tools: RefundOfficeTools): OfficeLine[] {
  const { page, change } = officeLines(tools);
  return [
    page('/office/payments/:paymentId/refund', OWNER_ONLY, paymentRefundScreen),
    change('/office/payments/:paymentId/refund', OWNER_ONLY, paymentRefundRecordScreen),
  ];
}
