import type { home as english } from '../../en/pages/home';

export const home: typeof english = {
  title: (business) => `Reparación de electrodomésticos en DC y MD | ${business}`,
  description: (rating, phone) =>
    `Reparación de lavadoras, secadoras, refrigeradores, hornos y lavaplatos el mismo día en Washington DC y los condados de Prince George's, Montgomery y Howard. Con licencia y asegurados, calificación de ${rating}/5. Llame al ${phone}.`,
  eyebrow: 'Reparación de electrodomésticos el mismo día en DC y Maryland',
  heading: 'Reparación de electrodomésticos en Washington DC, bien hecha desde la primera vez',
  lead: "¿La lavadora no desagua? ¿El refrigerador no enfría? ¿El horno no calienta? Nuestros técnicos con licencia reparan todas las marcas principales en Washington DC y los condados de Prince George's, Montgomery y Howard, por lo general el mismo día que usted llama.",
  customersSince: (customers, since) => `${customers} clientes desde ${since}`,
  trustTitle: 'Por qué puede confiar en nosotros',
  sameDayTitle: 'Servicio el mismo día',
  sameDayText: 'Si llama en la mañana, por lo general podemos tener a un técnico en su puerta esa misma tarde.',
  licensedTitle: 'Con licencia y asegurados',
  licensedText:
    'Técnicos con licencia, asegurados y con verificación de antecedentes, a quienes puede dejar entrar a su casa.',
  ratedTitle: 'Calificación de 5 estrellas',
  ratedText: (rating, count) => `Calificación de ${rating} de 5 según ${count} propietarios del área de DC.`,
  warrantyTitle: (days) => `Garantía de ${days} días`,
  warrantyText: (days) =>
    `Cubre piezas y mano de obra. Si el mismo problema vuelve antes de ${days} días, lo reparamos sin costo.`,
  servicesEyebrow: 'Lo que reparamos',
  servicesTitle: 'Servicios de reparación de electrodomésticos',
  servicesIntro:
    'Del cuarto de lavado a la cocina, una sola llamada cubre los electrodomésticos que su familia usa todos los días.',
  allServices: 'Ver todos los servicios de reparación',
  whyEyebrow: 'Cómo trabajamos',
  whyTitle: 'Respuestas claras, precios justos y todo resuelto en una sola visita',
  diagnosisTitle: 'El diagnóstico se descuenta de la reparación',
  diagnosisText: (fee) =>
    `El cargo de ${fee} por la visita de diagnóstico cubre encontrar la falla, y se descuenta del total de la reparación si decide seguir adelante.`,
  priceFirstTitle: 'El precio, antes de sacar una herramienta',
  priceFirstText: 'Primero le decimos qué falla y cuánto cuesta. Sin cargos sorpresa en la factura.',
  partsTitle: 'Las piezas más comunes en la camioneta',
  partsText:
    'Llevamos bombas, correas, encendedores, termostatos y válvulas, así que la mayoría de las reparaciones se terminan en una sola visita de una a dos horas.',
  brandsTitle: 'Todas las marcas principales',
  brandsText:
    'Whirlpool, GE, Samsung, LG, Frigidaire, Maytag, KitchenAid, Bosch, Electrolux y más, modelos viejos y nuevos.',
  reviewsTitle: 'Lo que dicen los propietarios del área de DC',
  allReviews: 'Leer todas las reseñas',
  areaEyebrow: 'Dónde trabajamos',
  areaTitle: 'En DC y los suburbios de Maryland',
  areaIntro:
    "Nuestros técnicos recorren el Distrito y los condados de Prince George's, Montgomery y Howard todos los días.",
  zipTitle: '¿Llegamos a su zona?',
  allAreas: 'Ver todas las zonas que atendemos',
};
