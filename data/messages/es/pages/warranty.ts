import { business } from '../../../business';
import type { warranty as english } from '../../en/pages/warranty';

const phone = business.phone.display;

export const warranty: typeof english = {
  noCharge: 'Visita de garantía — sin costo',
  noteCovered: (days: number) =>
    `: el mismo problema está cubierto por nuestra garantía de ${days} días en piezas y mano de obra, así que no se cobra el cargo por la visita de diagnóstico.`,
  noteCoveredUntil: (days: number, endsOn: string) =>
    `: el mismo problema está cubierto por nuestra garantía de ${days} días en piezas y mano de obra hasta el ${endsOn}, así que no se cobra el cargo por la visita de diagnóstico.`,
  cardHeading: (days: number) => `Su garantía de ${days} días`,
  ended: (days: number, endsOn: string) =>
    `Su garantía de ${days} días terminó el ${endsOn}, así que no se puede reservar una visita de garantía en línea. Llámenos al `,
  endedAfter: ' y veremos qué podemos hacer.',
  booked: (when: string, reference: string) =>
    `Su visita de garantía está reservada para el ${when} (referencia ${reference}), `,
  bookedNoCharge: 'sin costo',
  bookedAfter: '. Para cambiarla, use el enlace de su correo de confirmación o llame al ',
  coveredUntil: 'La reparación está cubierta hasta el ',
  comesBack: '. Si el mismo problema vuelve antes de esa fecha, regresamos y lo arreglamos sin costo.',
  sameProblem: 'El mismo problema volvió',
  title: (reference: string) => `Visita de garantía sin costo: ${reference}`,
  description: `Reserve una visita de garantía gratis con ${business.name}: el mismo problema volvió.`,
  pageHeading: 'El mismo problema volvió',
  backToVisit: 'Volver a su visita',
  questions: '¿Preguntas? Llame al ',
  stepOf: (number: number) => `Paso ${number} de 2: `,
  chooseWindow: 'Elija un horario de llegada',
  allTaken: 'Todos los horarios de las próximas dos semanas están ocupados. Llámenos al ',
  allTakenAfter: ' y le buscaremos un horario.',
  checkAndConfirm: 'Revise y confirme',
  rowPrice: 'Precio',
  rowWarrantyOf: 'Garantía de',
  rowWasWrong: 'Qué falló',
  noteLabel: '¿Algo que agregar? (opcional)',
  bookIt: 'Reservar mi visita de garantía',
  changeWindow: 'Cambiar el horario',
  refusedEnded: (endsOn: string) =>
    `Su garantía de ${business.warrantyDays} días terminó el ${endsOn}, así que no se puede reservar una visita de garantía en línea. Llámenos al ${phone} y veremos qué podemos hacer.`,
  refusedNotDone: `Podrá reservar una visita de garantía en línea cuando su visita esté terminada. Llámenos al ${phone}.`,
  refusedAlready: (when: string, reference: string) =>
    `Su visita de garantía ya está reservada para el ${when} (referencia ${reference}). Para cambiarla, use el enlace de su correo de confirmación o llámenos al ${phone}.`,
  refusedNoWindow: 'Elija uno de los horarios de llegada que se muestran.',
  refusedNote: (max: number) => `Escriba ${max} caracteres o menos.`,
};
