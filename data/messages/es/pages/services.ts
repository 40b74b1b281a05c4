import type { services as english } from '../../en/pages/services';
import { common } from './common';

/** "Reparación de lavadoras" -> "lavadoras": the appliances a service repairs, as a heading names them. */
const appliancesIn = (serviceName: string) => serviceName.replace(/^Reparación de /, '');
/** "Reparación de lavadoras" -> "lavadora": one of them, after "su". */
const oneIn = (serviceName: string) => common.applianceOf(serviceName).toLocaleLowerCase('es-US');

export const services: typeof english = {
  listTitle: 'Servicios de reparación de electrodomésticos',
  listDescription: (warrantyDays) =>
    `Reparación de lavadoras, secadoras, refrigeradores, congeladores, hornos, estufas, parrillas de cocina, lavaplatos, microondas, máquinas de hielo y trituradores de basura en Washington DC y Maryland. Visitas el mismo día, garantía de ${warrantyDays} días.`,
  listEyebrow: 'Nuestros servicios',
  listLead: (count) =>
    `Reparamos ${count} tipos de electrodomésticos del hogar, del cuarto de lavado a la cocina, de todas las marcas principales. Elija el suyo para ver qué reparamos y cómo trabajamos.`,
  listAll: (count) => `Los ${count} servicios`,
  fillerTitle: '¿No está en la lista? Llámenos',
  fillerText:
    'Reparamos la mayoría de los electrodomésticos de la cocina o del cuarto de lavado. Cuéntenos qué está haciendo el suyo.',
  listCtaTitle: '¿No encuentra su electrodoméstico?',
  listCtaText: (warrantyDays) =>
    `Llámenos de todos modos. Si se enchufa o se conecta al gas en su cocina o su cuarto de lavado, es muy probable que lo reparemos, y cada reparación tiene nuestra garantía de ${warrantyDays} días en piezas y mano de obra.`,
  titleWithPlace: (serviceName) => `${serviceName} en Washington DC y Maryland`,
  descriptionWithHeadline: (serviceName, problems, phone) =>
    `${serviceName} en Washington DC y los condados de Prince George's, Montgomery y Howard: ${problems} problemas comunes de ${appliancesIn(serviceName)} que reparamos, las marcas que atendemos y visitas el mismo día. Llame al ${phone}.`,
  description: (serviceName, line, problems, fee, warrantyDays) =>
    `${serviceName} en Washington DC y Maryland: ${line} ${problems} problemas comunes con sus precios típicos, visita de diagnóstico de ${fee} y garantía de ${warrantyDays} días.`,
  eyebrow: 'Reparación de electrodomésticos en DC y Maryland',
  bookOnline: (serviceName) => `Reserve en línea una visita para reparar su ${oneIn(serviceName)}`,
  promiseFee: (fee) => `Visita de diagnóstico de ${fee}, que se descuenta de la reparación`,
  promiseTechnicians: 'Técnicos con licencia, asegurados y con verificación de antecedentes',
  promiseWarranty: (warrantyDays) => `Garantía de ${warrantyDays} días en piezas y mano de obra`,
  introTitle: (serviceName) => `${serviceName} a cargo de un equipo local`,
  visitTitle: 'Qué incluye la visita',
  problemsEyebrow: 'Lo que reparamos',
  problemsTitle: (count, serviceName) => `${count} problemas comunes de ${appliancesIn(serviceName)}`,
  problemsIntro:
    'Lo que usted nota, la causa que nuestros técnicos suelen encontrar y lo que normalmente cuesta la reparación.',
  typically: 'Normalmente',
  problemsNote: (fee) =>
    `Totales típicos de piezas y mano de obra en el área de DC, con la visita de diagnóstico de ${fee} ya descontada. Su técnico le da el precio exacto antes de empezar cualquier trabajo.`,
  reviewsTitle: 'Lo que dicen nuestros clientes',
  moreReviews: 'Leer más reseñas',
  brandsEyebrow: 'Marcas',
  brandsTitle: (serviceName) => `Marcas de ${appliancesIn(serviceName)} que reparamos`,
  citiesEyebrow: 'Cerca de usted',
  citiesTitle: (serviceName) => `${serviceName} en DC y Maryland`,
  citiesIntro:
    'Nuestros técnicos recorren estos lugares todos los días. Elija el suyo para ver los códigos postales y los vecindarios que cubrimos.',
  allAreas: 'Ver todas las zonas que atendemos',
  ctaTitle: (serviceName) => `¿Su ${oneIn(serviceName)} está fallando?`,
  ctaText: (replyWithin) =>
    `Cuéntenos qué está haciendo y le mandamos un técnico, muchas veces el mismo día. Respondemos a cada solicitud en menos de ${replyWithin}.`,
  crumbHome: 'Inicio',
  crumbServices: 'Servicios',
};
