import type { contact as english } from '../../en/pages/contact';

export const contact: typeof english = {
  title: 'Contáctenos: reserve una reparación de electrodomésticos',
  sentPageTitle: 'Mensaje enviado',
  description: (replyWithin: string, phone: string) =>
    `Reserve una reparación de electrodomésticos en el área metropolitana de DC: envíenos un mensaje y le respondemos en menos de ${replyWithin}, o llame al ${phone}. Abierto los 7 días de la semana.`,
  prefillZip: (zip: string) => `Mi código postal es ${zip}.`,
  prefillCoupon: (code: string) => `Quisiera usar el cupón ${code}.`,
  eyebrow: 'Contacto',
  heading: 'Reserve una reparación o haga una pregunta',
  lead: (replyWithin: string) =>
    `Cuéntenos qué le pasa al electrodoméstico y nos comunicaremos con usted en menos de ${replyWithin}. Para servicio inmediato, llame al`,
  formTitle: 'Envíenos un mensaje',
  sentTitle: '¡Mensaje enviado!',
  sentText: 'Nos comunicaremos con usted en menos de 1 hora. Para servicio inmediato, ¡llámenos!',
  detailsLabel: 'Datos de contacto',
  reachTitle: 'Comuníquese directamente',
  hoursTitle: 'Horario de atención',
  mapTitle: 'Dónde trabajamos',
  mapText: "Washington DC y los condados de Prince George's, Montgomery y Howard, en Maryland.",
  largerMap: 'Ver un mapa más grande en OpenStreetMap',
  mapFrame: (area: string) => `Mapa del ${area} con un marcador en el centro de Washington DC`,

  bookTitle: 'Reserve en línea',
  bookLead: 'Elija usted mismo su horario de llegada de dos horas, a cualquier hora del día.',
  bookZip: 'Código postal',
  bookWhat: 'Qué necesita reparar',
  bookChoose: 'Elija uno',
  bookSubmit: 'Ver horarios de llegada',

  name: 'Nombre',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  appliance: 'Electrodoméstico',
  message: '¿Qué está pasando?',
  chooseAppliance: 'Elija un electrodoméstico (opcional)',
  washer: 'Lavadora',
  dryer: 'Secadora',
  refrigerator: 'Refrigerador',
  dishwasher: 'Lavaplatos',
  oven: 'Horno',
  other: 'Otro',
  required: (replyWithin: string) => `Obligatorio. Le respondemos en menos de ${replyWithin}.`,
  send: 'Enviar mensaje',
  sending: 'Enviando…',
  honeypot: 'Deje este campo vacío',
  notSent: 'Mensaje no enviado',
  failed: (phone: string) =>
    `Lo sentimos, algo salió mal. Para servicio inmediato, llámenos al ${phone}; lo que escribió sigue en el formulario.`,
  unreachable: (phone: string) =>
    `No pudimos comunicarnos con nuestro servidor. Para servicio inmediato, llámenos al ${phone}; lo que escribió sigue en el formulario.`,

  invalid: 'Corrija los campos marcados y vuelva a enviarlo.',
  storeFailed: (phone: string) =>
    `Lo sentimos, no pudimos guardar su mensaje en este momento. Para servicio inmediato, llámenos al ${phone}.`,
  tooMany: (phone: string) =>
    `Ha enviado varios mensajes en poco tiempo. Espere unos minutos antes de enviar otro, o llámenos al ${phone}.`,
  nameMissing: 'Escriba su nombre.',
  nameTooLong: (limit: number) => `Su nombre debe tener ${limit} caracteres o menos.`,
  emailMissing: 'Escriba su correo electrónico.',
  emailInvalid: 'Escriba un correo electrónico válido, como nombre@ejemplo.com.',
  phoneMissing: 'Escriba su número de teléfono.',
  phoneInvalid: 'Escriba un número de teléfono válido, como (202) 555-0123.',
  serviceInvalid: 'Elija un electrodoméstico de la lista.',
  messageTooLong: (limit: number) =>
    `Su mensaje debe tener ${limit} caracteres o menos; si necesita más espacio, llámenos y cuéntenos los detalles.`,
};
