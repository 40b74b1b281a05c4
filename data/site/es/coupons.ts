import { couponTerms as englishTerms, coupons as english, type Coupon } from '../coupons';

const text: Record<string, Pick<Coupon, 'title' | 'description'>> = {
  FIRST25: {
    title: '$25 de descuento en su primer servicio',
    description: 'Los clientes nuevos ahorran $25 en su primer servicio con nosotros.',
  },
  SENIOR15: {
    title: '15% de descuento para personas mayores',
    description: 'Los clientes de 65 años o más ahorran un 15% en cualquier reparación.',
  },
  MAJOR50: {
    title: '$50 de descuento en reparaciones mayores',
    description: 'Ahorre $50 en cualquier reparación de más de $200.',
  },
};

/** The three coupons in Spanish: the codes and colours are the English ones. A missing one fails at start-up. */
export const coupons: Coupon[] = english.map((coupon) => {
  const spanish = text[coupon.code];
  if (!spanish) throw new Error(`coupon ${coupon.code} has no Spanish text in data/site/es/coupons.ts`);
  return { ...coupon, ...spanish };
});

/** The fine print, line for line with the English. */
export const couponTerms: string[] = [
  'Los cupones no se pueden combinar con otras ofertas.',
  'Un cupón por visita.',
  'Solo para clientes residenciales.',
  'Reserve en línea con el código, o díganoslo cuando llame para reservar.',
];

if (couponTerms.length !== englishTerms.length)
  throw new Error('the Spanish coupon terms do not match the English lines');
