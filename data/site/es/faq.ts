import { sameDayCutoffs, type Weekday } from '../../booking';
import { business, serviceCallFeeLabel } from '../../business';
import { intlLocale } from '../../locale';
import { faqItems as english, type FaqItem } from '../faq';

const dayName: Record<Weekday, string> = {
  Sunday: 'domingo',
  Monday: 'lunes',
  Tuesday: 'martes',
  Wednesday: 'miércoles',
  Thursday: 'jueves',
  Friday: 'viernes',
  Saturday: 'sábado',
};

/** "los domingos", "los lunes": Spanish days ending in -s do not change in the plural. */
const onDays = (day: Weekday) => `los ${dayName[day].endsWith('s') ? dayName[day] : `${dayName[day]}s`}`;

/** "4 p.m.", "1:30 p.m.", "8:00 a.m.": a time of day as `Intl` writes it in es-US, from minutes after midnight. */
function spanishTime(minutes: number, alwaysMinutes = false): string {
  const format = new Intl.DateTimeFormat(intlLocale.es, {
    hour: 'numeric',
    ...(alwaysMinutes || minutes % 60 !== 0 ? { minute: '2-digit' } : {}),
    timeZone: 'UTC',
  });
  return format.format(new Date(Date.UTC(2000, 0, 1, 0, minutes)));
}

/** "a las 4 p.m.", but "a la 1 p.m.": one o'clock takes the singular article. */
const atTime = (minutes: number) => `a ${Math.floor(minutes / 60) % 12 === 1 ? 'la' : 'las'} ${spanishTime(minutes)}`;

const minutesOf = (clock: string) => {
  const [hours, minutes] = clock.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
};

/** "de lunes a sábado, de 8:00 a.m. a 8:00 p.m., y los domingos, de 9:00 a.m. a 6:00 p.m.", from the hours. */
const openingTimes = business.hours
  .map((slot) => {
    const first = slot.days[0]!;
    const last = slot.days[slot.days.length - 1]!;
    const days = slot.days.length > 1 ? `de ${dayName[first]} a ${dayName[last]}` : onDays(first);
    return `${days}, de ${spanishTime(minutesOf(slot.opens), true)} a ${spanishTime(minutesOf(slot.closes), true)}`;
  })
  .join(', y ');

/** "a las 4 p.m. (a la 1 p.m. los domingos)": the same grouping as the English `sameDayBookBy`, in Spanish. */
const sameDayBookBy = (() => {
  const byCutoff = new Map<number, Weekday[]>();
  for (const [day, cutoff] of Object.entries(sameDayCutoffs) as [Weekday, number][]) {
    byCutoff.set(cutoff, [...(byCutoff.get(cutoff) ?? []), day]);
  }
  const [main, ...others] = [...byCutoff.entries()].sort((a, b) => b[1].length - a[1].length);
  if (!main) return '';
  const exceptions = others.map(([cutoff, days]) => `${atTime(cutoff)} ${days.map(onDays).join(' y ')}`);
  return exceptions.length === 0 ? atTime(main[0]) : `${atTime(main[0])} (${exceptions.join(', ')})`;
})();

/** Closes a sentence whose last word may already end in the full stop of "p.m.", which Spanish does not double. */
const endSentence = (text: string) => (text.endsWith('.') ? text : `${text}.`);

const text: Record<string, Omit<FaqItem, 'id'>> = {
  payment: {
    question: '¿Qué formas de pago aceptan?',
    answer:
      'Aceptamos efectivo, las principales tarjetas de crédito (Visa, MasterCard, American Express y Discover) y cheques. El pago se hace cuando termina la reparación.',
  },
  duration: {
    question: '¿Cuánto tarda una reparación normal?',
    answer:
      'La mayoría de las reparaciones tardan de 1 a 2 horas. Nuestros técnicos llevan las piezas más comunes, así que casi todos los trabajos se terminan en una sola visita.',
  },
  'adult-present': {
    question: '¿Tiene que haber alguien en casa durante la reparación?',
    answer:
      'Sí. Una persona adulta de 18 años o más debe estar presente durante toda la visita, desde el diagnóstico hasta la prueba final.',
  },
  'service-call-fee': {
    question: '¿Cobran un cargo por la visita de diagnóstico?',
    answer: `Sí. El cargo por la visita de diagnóstico de ${serviceCallFeeLabel} cubre el diagnóstico de su electrodoméstico, y se descuenta del total de la reparación si usted decide hacerla.`,
  },
  warranty: {
    question: '¿Sus reparaciones tienen garantía?',
    answer: `Toda reparación tiene una garantía de ${business.warrantyDays} días en piezas y mano de obra. Si el mismo problema vuelve a aparecer dentro de los ${business.warrantyDays} días, lo reparamos sin costo.`,
  },
  area: {
    question: '¿En qué zonas trabajan?',
    answer:
      "Trabajamos en el área metropolitana de Washington DC: Washington DC y los condados de Prince George's, Montgomery y Howard en Maryland, incluidos Silver Spring, Bethesda, Rockville, Bowie, Greenbelt, Columbia, Gaithersburg y Laurel.",
  },
  'same-day': {
    question: '¿Ofrecen servicio el mismo día?',
    answer: `Sí. Reserve en línea o llámenos a más tardar ${sameDayBookBy} y por lo general podemos tener a un técnico en su puerta ese mismo día, mientras queden horarios de llegada libres. Atendemos el teléfono ${endSentence(openingTimes)}`,
  },
  brands: {
    question: '¿Qué marcas reparan?',
    answer:
      'Reparamos todas las marcas principales, entre ellas Whirlpool, GE, Samsung, LG, Frigidaire, Maytag, KitchenAid, Bosch, Electrolux y Kenmore.',
  },
  licensed: {
    question: '¿Sus técnicos tienen licencia y están asegurados?',
    answer: `Sí. Todos los técnicos de ${business.name} tienen licencia y están asegurados, y reparamos electrodomésticos en el área de DC desde ${business.foundedYear}.`,
  },
  coupons: {
    question: '¿Cómo uso un cupón?',
    answer:
      'Reserve en línea con el código del cupón, o díganos el código cuando llame para reservar. Los cupones no se pueden combinar, se aplica un cupón por visita y son solo para clientes residenciales.',
  },
};

/** The ten questions in Spanish, with the English anchors (/es/faq#payment). A missing one fails at start-up. */
export const faqItems: FaqItem[] = english.map((item) => {
  const spanish = text[item.id];
  if (!spanish) throw new Error(`FAQ ${item.id} has no Spanish text in data/site/es/faq.ts`);
  return { id: item.id, ...spanish };
});
