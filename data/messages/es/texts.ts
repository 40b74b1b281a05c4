import { business } from '../../business';
import type { texts as english } from '../en/texts';

/**
 * Each Spanish text stays in the GSM-7 alphabet at its longest (docs/texts.md#segments): one "á", "í", "ó" or "ú"
 * would bill the whole text as UCS-2, two segments would hold 134 characters, and a text with a link would be cut.
 * So the words are chosen among those without them (é, ñ, ¿ and ¡ are GSM-7), never stripped of an accent; the
 * day is the date without its weekday ("sábado" has one), and the appliance is not named ("máquina de hielo").
 */
const call = `¿Preguntas? Llame al ${business.phone.display}.`;

export const texts: typeof english = {
  optOut: 'Responda STOP para darse de baja',
  confirmed: (_appliance: string, window: string, reference: string, link: string) =>
    `${business.name}: su visita es el ${window}, referencia ${reference}. ${link ? `Para cambiar la fecha o cancelar, visite ${link} o llame al ${business.phone.display}.` : call}`,
  reminder: (_appliance: string, window: string) =>
    `${business.name}: le recordamos su visita del ${window} (hora de Nueva York). ${call}`,
  onTheWay: (firstName: string, _appliance: string, between: string) =>
    `${business.name}: ${firstName ? `${firstName}, su técnico,` : 'Su técnico'} va en camino y llega ${between} (hora de Nueva York). ${call}`,
  done: (_appliance: string, reference: string) =>
    `${business.name}: gracias por recibirnos hoy. ¿Algo no funciona bien? Llame al ${business.phone.display}, referencia ${reference}.`,
  missed: (_appliance: string, link: string) =>
    `${business.name}: vinimos a su visita, pero no pudimos atenderle. ${link ? `Reserve una nueva visita en ${link} o llame al ${business.phone.display}.` : `Llame al ${business.phone.display} para reservar una nueva visita.`}`,
  partsIn: (parts: number, link: string) =>
    `${business.name}: ya tenemos ${parts === 1 ? 'su pieza' : 'sus piezas'}. Reserve la visita para instalar${parts === 1 ? 'la' : 'las'}: ${link}`,
  payLink: (amount: string, reference: string, link: string) =>
    `${business.name}: tiene un saldo de ${amount} por su visita ${reference}. Pague con tarjeta en ${link}`,
  receipt: (reference: string, total: string, balance: string, link: string) =>
    `Su recibo de la visita ${reference}: ${total}. Pague ${balance} con tarjeta en ${link}`,
  reviewRequest: (_appliance: string, link: string) =>
    `${business.name}: gracias por confiar en nosotros. Califique nuestro servicio en un minuto: ${link}`,
};
