import type { coupons as english } from '../en/coupons';

export const coupons: typeof english = {
  title: 'Cupones de reparación de electrodomésticos',
  description: (codes, phone) =>
    `Ahorre en la reparación de electrodomésticos en el área metropolitana de DC: ${codes}. Reserve en línea con el código o díganoslo cuando llame al ${phone}.`,
  eyebrow: 'Cupones',
  heading: 'Ahorre en la reparación de su electrodoméstico',
  leadBeforePhone: 'Elija un cupón y reserve en línea con su código, o díganoslo cuando llame al',
  listLabel: 'Cupones',
  terms: 'Condiciones',
  ctaTitle: '¿Todo listo para reservar?',
  ctaText: (warrantyDays) =>
    `Reserve en línea con su código o díganoslo por teléfono, y le aplicamos el descuento a su reparación. Cada reparación tiene nuestra garantía de ${warrantyDays} días en piezas y mano de obra.`,
  code: 'Código',
  copy: 'Copiar código',
  copied: 'Copiado',
  hint: 'Reserve en línea con este código, o díganoslo cuando llame.',
  bookWithCode: 'Reservar con este código',
  copiedTitle: '¡Código copiado!',
  copiedText: (code) => `El código ${code} se copió en su portapapeles. Menciónelo cuando nos llame para reservar.`,
  notCopiedTitle: 'No se pudo copiar el código',
  notCopiedText: (code, phone) =>
    `Su navegador no permitió copiarlo. Anote el código ${code} y menciónelo cuando llame al ${phone}.`,
};
