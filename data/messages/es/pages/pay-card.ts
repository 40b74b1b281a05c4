import { business } from '../../../business';
import type { payCard as english } from '../../en/pages/pay-card';

const phone = business.phone.display;

export const payCard: typeof english = {
  checkoutVisit: (reference: string) => `Visita de reparación ${reference}`,
  checkoutDeposit: (reference: string) => `Depósito de la reparación, visita ${reference}`,
  deposit: 'Depósito',
  depositPaid: 'Depósito pagado',
  payment: 'Pago',
  paid: 'Pagado',
  refunded: 'Reembolsado',
  paidWithCard: (amount: string, date: string, last4: string) =>
    `Pagó ${amount} el ${date} con la tarjeta terminada en ${last4}.`,
  paidByCard: (amount: string, date: string) => `Pagó ${amount} el ${date} con tarjeta.`,
  refundedLine: (amount: string, date: string) => `Le reembolsamos ${amount} el ${date} a la misma tarjeta.`,
  allRefunded: 'Le reembolsamos todo lo que pagó en línea por esta visita.',
  depositAsk: (amount: string) =>
    `Gracias por aprobar el presupuesto. Pague el depósito de ${amount} con tarjeta, en la página de pago segura de Stripe; se descuenta en su recibo final.`,
  balanceAsk: (amount: string) =>
    `Puede pagar con tarjeta los ${amount} de esta visita, en la página de pago segura de Stripe.`,
  payDeposit: (amount: string) => `Pagar el depósito de ${amount}`,
  pay: (amount: string) => `Pagar ${amount}`,
  nothingToPay: 'No hay nada que pagar en esta visita.',
  noDeposit: 'No hay ningún depósito que pagar en esta visita.',
  unreachable: `El pago en línea no está disponible en este momento y no se le cobró nada. Inténtelo de nuevo en unos minutos o llámenos al ${phone}.`,
  unconfirmed: `No pudimos confirmar su pago en este momento. Si pagó, aparecerá aquí en breve; si no, llámenos al ${phone}.`,
};
