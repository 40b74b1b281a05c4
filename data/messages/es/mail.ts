import { business, serviceCallFeeLabel } from '../../business';
import type { mail as english } from '../en/mail';

const noCharge = 'Visita de garantía, sin costo';
const someoneHome =
  'Por favor, asegúrese de que haya en casa una persona mayor de 18 años y de que se pueda llegar al aparato.';
const visit = (warranty: boolean) => (warranty ? 'visita de garantía' : 'visita de reparación');

export const mail: typeof english = {
  hello: (firstName: string) => (firstName ? `Hola, ${firstName}:` : 'Hola:'),
  when: 'Cuándo',
  where: 'Dónde',
  appliance: 'Aparato',
  reference: 'Referencia',
  price: 'Precio',
  noCharge,
  manageLink: 'Cambiar la fecha o cancelar en línea',
  feeRule: `El cargo por la visita de diagnóstico, ${serviceCallFeeLabel}, cubre el diagnóstico y se descuenta de la reparación si decide hacerla.`,
  warrantyNoFee: `${noCharge}: el mismo problema está cubierto por nuestra garantía de ${business.warrantyDays} días en piezas y mano de obra, así que no hay cargo por la visita de diagnóstico.`,
  expectRepair: `Qué esperar: el técnico llega dentro del horario, encuentra la falla y le da el precio exacto antes de empezar cualquier trabajo. ${someoneHome}`,
  expectWarranty: `Qué esperar: el técnico llega dentro del horario y revisa otra vez el mismo problema, sin costo. ${someoneHome}`,
  someoneHome,
  phoneLine: `¿Preguntas? Llámenos al ${business.phone.display} y mencione su referencia.`,
  changeByLink: `Para cambiar la fecha o cancelar, use el enlace de arriba o llámenos al ${business.phone.display}.`,
  changeByConfirmation: `Para cambiar la fecha o cancelar, use el enlace de su correo de confirmación o llámenos al ${business.phone.display}.`,
  confirmedSubject: (warranty: boolean, when: string) => `Su ${visit(warranty)} está reservada: ${when}`,
  confirmedHeading: (warranty: boolean) => `Su ${visit(warranty)} está reservada`,
  confirmedIntro: (when: string) =>
    `Gracias por reservar con ${business.name}. Un técnico llegará el ${when} (hora de Nueva York). La invitación de calendario adjunta la agrega a su calendario.`,
  movedSubject: (warranty: boolean, when: string) => `Su ${visit(warranty)} cambió de horario: ${when}`,
  movedHeading: (warranty: boolean) => `Su ${visit(warranty)} cambió de horario`,
  movedIntro: (when: string, was: string) =>
    `Su visita ahora es el ${when}${was ? ` (antes era el ${was})` : ''}. La invitación actualizada adjunta reemplaza la anterior en su calendario.`,
  cancelledSubject: (when: string) => `Su visita de reparación está cancelada: ${when}`,
  cancelledHeading: 'Su visita de reparación está cancelada',
  cancelledIntro: (when: string) =>
    `Su visita del ${when} está cancelada; nadie irá. La actualización adjunta la quita de su calendario.`,
  officeMessage: (message: string) => `Un mensaje de ${business.name}: ${message}`,
  bookAgain: (bookUrl: string) =>
    `¿Todavía necesita una reparación? Reserve otra vez en ${bookUrl} o llámenos al ${business.phone.display}.`,
  onTheWaySubject: (name: string, when: string) =>
    name ? `${name} va en camino: ${when}` : `Su técnico va en camino: ${when}`,
  onTheWayHeading: (name: string) => (name ? `${name} va en camino` : 'Su técnico va en camino'),
  onTheWayIntro: (name: string, between: string) =>
    `${name ? `${name}, su técnico,` : 'Su técnico'} ya va en camino y llegará ${between} (hora de Nueva York).`,
  technicianPhoto: (name: string) => (name ? `${name}, su técnico` : 'Su técnico'),
  doneSubject: `Gracias por elegir a ${business.name}`,
  doneHeading: 'Gracias',
  doneIntro: (when: string) =>
    `Gracias por recibirnos en su visita del ${when}. Esperamos que todo vuelva a funcionar como debe.`,
  doneCall: `¿Algo no quedó bien? Llámenos al ${business.phone.display} y mencione su referencia.`,
  missedSubject: (warranty: boolean, when: string) => `No pudimos atenderle: su ${visit(warranty)} del ${when}`,
  missedHeading: 'No pudimos atenderle',
  missedIntro: (when: string) =>
    `Nuestro técnico fue a su visita del ${when} (hora de Nueva York), pero no logró comunicarse con usted.`,
  missedByLink: `¿Todavía necesita la reparación? Use el enlace de arriba para reservar una nueva visita a la hora que le convenga, o llámenos al ${business.phone.display}.`,
  missedBook: (bookUrl: string) =>
    `¿Todavía necesita la reparación? Reserve una nueva visita en ${bookUrl} o llámenos al ${business.phone.display}.`,
  bookNewVisit: 'Reservar una nueva visita',
  reminderSubject: (warranty: boolean, today: boolean, when: string) =>
    `Recordatorio: su ${visit(warranty)} es ${today ? 'hoy' : 'mañana'}, ${when}`,
  reminderHeading: (warranty: boolean, today: boolean) => `Su ${visit(warranty)} es ${today ? 'hoy' : 'mañana'}`,
  reminderIntro: (when: string) =>
    `Le recordamos que un técnico de ${business.name} llegará el ${when} (hora de Nueva York).`,
  inviteSummary: (service: string, warranty: boolean) =>
    `${business.name}: ${service}${warranty ? ' (visita de garantía, sin costo)' : ''}`,
  inviteArrival: (warranty: boolean, reference: string) =>
    `Horario de llegada de su ${visit(warranty)}. Referencia ${reference}.`,
  inviteManage: (url: string) => `Cambiar la fecha o cancelar: ${url}`,
  inviteQuestions: `Preguntas o cambios: ${business.phone.display}.`,
};
