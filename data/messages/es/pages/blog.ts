import type { blog as english } from '../../en/pages/blog';

export const blog: typeof english = {
  title: 'Blog de reparación de electrodomésticos para hogares de DC',
  categoryTitle: (category: string) => `Artículos de ${category.toLowerCase()}`,
  description: (business: string) =>
    `Consejos prácticos de los técnicos de ${business}: lavadoras que no desaguan, refrigeradores que no enfrían, secadoras que necesitan dos ciclos y cuándo conviene reparar en vez de reemplazar.`,
  eyebrow: 'Nuestro blog',
  heading: 'Consejos de reparación de nuestros técnicos',
  lead: 'Consejos prácticos para los hogares del área de DC: qué revisar antes de llamar, cómo hacer que sus electrodomésticos duren más y cuándo vale la pena una reparación. Escritos por los mismos técnicos que hacen las visitas a domicilio.',
  allArticles: 'Todos los artículos',
  categoryCount: (category: string, count: number) => `${category}: ${count} ${count === 1 ? 'artículo' : 'artículos'}`,
  unknownCategory: (asked: string) =>
    `No tenemos ninguna categoría llamada “${asked}”. Aquí están todos nuestros artículos; elija una categoría abajo para ver menos.`,
  fillerTitle: '¿No encontró su pregunta? Llámenos',
  fillerText: 'Nuestros técnicos también contestan el teléfono. Cuéntenos el problema y le diremos qué revisar.',
  categoriesLabel: 'Categorías del blog',
  allArticlesFilter: 'Todos los artículos',

  by: 'Por',
  leadTechnician: 'Técnico principal',
  seniorTechnician: 'Técnico sénior',
  serviceManager: 'Gerente de servicio',
  asideTitle: '¿Necesita la reparación hoy?',
  asideText: (fee: string, warrantyDays: number) =>
    `Visita de diagnóstico de ${fee}, que se descuenta de la reparación. Garantía de ${warrantyDays} días.`,
  couponMention: '¿Es cliente nuevo? Mencione el código',
  couponWhat: (coupon: string) => ` y obtenga ${coupon.charAt(0).toLowerCase()}${coupon.slice(1)}.`,
  allCoupons: 'Ver todos los cupones',
  ctaTitle: '¿Prefiere que un técnico lo revise?',
  ctaText: (warrantyDays: number) =>
    `Nuestros técnicos con licencia y asegurados reparan todas las marcas principales en Washington DC y en los condados de Prince George's, Montgomery y Howard, muchas veces el mismo día en que usted llama. Toda reparación tiene una garantía de ${warrantyDays} días en piezas y mano de obra.`,
  relatedTitle: 'Artículos relacionados',
};
