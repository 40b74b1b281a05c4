import { business } from '../../business';
import { surgeRules } from '../../booking';
import type { letters as english } from '../en/letters';

const phone = business.phone.display;
/** "las 4:30 p.m.", but "la 1:15 p.m.": Spanish says the hour with its article, singular for one o'clock. */
const atClock = (clock: string) => (clock.startsWith('1:') || clock.startsWith('1 ') ? `la ${clock}` : `las ${clock}`);
/** "reparación de lavadoras": a service's name inside a sentence. */
const inSentence = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

export const letters: typeof english = {
  visit: 'Visita',

  holdSubject: (when: string) => `Confirme su solicitud de visita de reparación: ${when}`,
  holdHeading: 'Confirme su visita de reparación',
  holdAsked: (service: string, when: string) =>
    `Alguien pidió reservar con ${business.name} una visita de ${service ? inSentence(service) : 'reparación'} para el ${when} (hora de Nueva York) y dio esta dirección de correo electrónico.`,
  holdConfirmBy: (by: string) =>
    `Para reservarla, abra el enlace de abajo y presione "Confirmar mi visita" antes de ${atClock(by)}, hora de Nueva York (dentro de ${surgeRules.holdMinutes} minutos). Hasta entonces no hay nada reservado.`,
  holdButton: 'Confirmar mi visita',
  holdIgnore: '¿No lo pidió usted? Ignore este correo: no hay nada reservado y no le volveremos a escribir sobre esto.',
  holdQuestions: `¿Preguntas? Llámenos al ${phone}.`,

  partsInSubject: (count: number) =>
    count === 1
      ? 'Ya llegó su pieza: reserve la visita para instalarla'
      : 'Ya llegaron sus piezas: reserve la visita para instalarlas',
  // The appliance is said by the visit's row and the customer's page; a Spanish noun for it here would need its own catalog.
  partsInIntro: (count: number, _appliance: string) =>
    count === 1
      ? 'Ya llegó la pieza para su reparación. Elija un horario para que su técnico regrese a instalarla.'
      : 'Ya llegaron todas las piezas para su reparación. Elija un horario para que su técnico regrese a instalarlas.',
  partLabel: (count: number, number: number) => (count === 1 ? 'Pieza' : `Pieza ${number}`),
  partsInBook: (url: string) => `Reserve la visita: ${url}`,
  partsInCall: `Llámenos para reservar la visita: ${phone}`,
  partsInButton: 'Reservar la visita de instalación',
  partsInNote: `¿Preguntas? Llame al ${phone}.`,

  paySubject: (amount: string, day: string) => `Pague ${amount} por su visita del ${day}`,
  payIntro: (amount: string, day: string) =>
    `Tiene un saldo de ${amount} por su visita del ${day}. Puede pagarlo con tarjeta en la página de su visita.`,
  amountDue: 'Saldo a pagar',
  payButton: (amount: string) => `Pagar ${amount}`,
  payOtherWay: `¿Preguntas, o prefiere pagar de otra forma? Llámenos al ${phone}.`,
  payNote: `¿Preguntas, o prefiere pagar de otra forma? Llame al ${phone}.`,

  reviewSubject: (_appliance: string, day: string) => `¿Cómo le atendimos? Su visita del ${day}`,
  reviewHeading: '¿Cómo le atendimos?',
  reviewIntro: (_appliance: string, day: string) =>
    `Gracias por confiar en ${business.name} para su reparación del ${day}. ¿Cómo le atendimos? Solo toma un minuto: elija las estrellas y, si quiere, agregue unas palabras. No necesita crear una cuenta.`,
  reviewButton: 'Calificar su visita',
  reviewShown:
    'El dueño lee cada respuesta. Podemos mostrar su reseña en nuestro sitio web con su nombre y la inicial de su apellido, su ciudad, el aparato y el mes de la visita; nada más sobre usted.',
  reviewUntil: (until: string) => `El enlace funciona hasta el ${until}, para una sola respuesta.`,
  reviewCall: `¿Algo no quedó bien? Llámenos al ${phone} y mencione su referencia.`,
};
