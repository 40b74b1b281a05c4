import type { forms as english } from '../en/forms';

export const forms: typeof english = {
  fieldsNeed: (count: number) => (count === 1 ? 'Un campo necesita' : `${count} campos necesitan`),
  attentionOrCall: 'su atención, o llámenos al',
  optional: (label: string) => `${label} (opcional)`,
  heardFromLabel: '¿Cómo supo de nosotros?',
  heardFromOtherLabel: 'Dónde, si es otro',
  chooseOne: 'Elija una opción',
  heardGoogleSearch: 'Búsqueda en Google',
  heardFriend: 'Un amigo o vecino',
  heardMailer: 'Un folleto o cupón por correo',
  heardReturning: 'Ya hemos usado sus servicios',
  heardOther: 'Otro',
};
