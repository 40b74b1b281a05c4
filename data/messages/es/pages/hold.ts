import { business } from '../../../business';
import type { hold as english } from '../../en/pages/hold';
import { beforeTime } from '../before';

export const hold: typeof english = {
  title: 'Confirme su visita de reparación',
  description: `Confirme su visita de reparación con ${business.name}.`,
  pressBefore: 'Oprima ',
  confirm: 'Confirmar mi visita',
  pressAfter: (time: string) =>
    ` ${beforeTime(time)} (hora de Nueva York) para reservarla. Hasta entonces no hay nada reservado. ¿No pidió esta visita? Cierre esta página: no pasa nada y no le volveremos a escribir.`,
  visitHeading: 'La visita que pidió',
  questions: '¿Preguntas? Llame al ',
  expiredTitle: 'El enlace de confirmación venció',
  expiredDescription: `Este enlace de confirmación de ${business.name} venció.`,
  expiredEyebrow: 'Enlace vencido',
  expiredHeading: 'Este enlace de confirmación venció',
  pickNewWindow: 'Elegir un nuevo horario',
  bookVisit: 'Reservar una visita',
  detailsKept: 'Guardamos sus datos: elija un nuevo horario, revíselos y reserve.',
};
