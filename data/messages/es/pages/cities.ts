import type { cities as english } from '../../en/pages/cities';

export const cities: typeof english = {
  title: 'Ciudades que atendemos en DC y Maryland',
  titleCheckZip: 'Revise su código postal: ciudades que atendemos',
  titleZip: (zip: string) => `Código postal ${zip}: ciudades que atendemos`,
  description: (business: string, marylandCounties: number) =>
    `${business} atiende Washington DC y ${marylandCounties} condados de Maryland: Prince George's, Montgomery y Howard. Vea todas las ciudades y revise su código postal.`,
  eyebrow: 'Ciudades que atendemos',
  heading: 'Reparación de electrodomésticos en DC y los suburbios de Maryland',
  lead: (communities: number) =>
    `Nuestros técnicos cubren ${communities} comunidades en Washington DC y en los condados de Prince George's, Montgomery y Howard, todos los días de la semana.`,
  zipTitle: '¿Llegamos a su zona?',
  zipLead: 'Escriba su código postal y se lo decimos enseguida.',
  areasTitle: 'Zonas de servicio por condado',
  area: 'zona',
  areas: 'zonas',
  localService: 'Servicio local',
  servedToday: (place: string) => `Ya atendemos ${place}.`,
  servedBadge: 'Ya atendemos aquí',
  fillerTitle: '¿No aparece su zona? Llámenos',
  fillerText: (county: string) => `Es muy posible que también lleguemos a su calle en ${county}.`,
  ctaTitle: '¿Listo para reservar una reparación?',
  ctaText: 'Esté donde esté dentro de nuestra área, con una llamada o un formulario un técnico va en camino.',

  zipInvalid: (input: string) => `“${input}” no es un código postal que podamos buscar.`,
  zipInvalidHelp: 'Escriba los cinco dígitos de su código postal, por ejemplo 20901, y vuelva a intentarlo.',
  zipServed: (zip: string) => `Sí, atendemos el ${zip}.`,
  zipServedText: (zip: string, place: string) =>
    `El ${zip} es parte de ${place}, donde nuestros técnicos trabajan todos los días, muchas veces el mismo día en que usted llama.`,
  zipBook: (zip: string) => `Reservar una visita en el ${zip}`,
  zipCityPage: (place: string) => `Reparación de electrodomésticos en ${place}`,
  zipInArea: (zip: string) => `Sí, el ${zip} está dentro de nuestra área de servicio.`,
  zipInAreaText: (zip: string, places: string, county: string) =>
    `El ${zip} cubre ${places}, en ${county}. Ya atendemos ${places}: reserve en línea o llámenos para programar una visita.`,
  zipOutside: (zip: string) => `Lo sentimos, el ${zip} está fuera de nuestra área de servicio.`,
  zipOutsideBefore:
    "Cubrimos Washington DC y los condados de Prince George's, Montgomery y Howard, en Maryland. Si usted está cerca del límite de esa área, llámenos al",
  zipOutsideAfter: ' y le diremos con franqueza si aun así podemos ir.',
  zipOpen: (business: string, hours: string) => `Horario de ${business}: ${hours}.`,
  listAnd: ' y ',

  cityTitle: (place: string) => `Reparación de electrodomésticos en ${place}`,
  cityDescription: (place: string, zips: string, warrantyDays: number, phone: string) =>
    `Reparación de lavadoras, secadoras, refrigeradores y hornos el mismo día en ${place} (${zips}). Técnicos con licencia y asegurados, garantía de ${warrantyDays} días. Llame al ${phone}.`,
  bookOnline: (place: string) => `Reservar en línea una visita en ${place}`,
  factCity: 'Ciudad',
  factZips: 'Códigos postales',
  knowHowTitle: (place: string) => `Conocemos bien ${place}`,
  neighbourhoodsTitle: 'Vecindarios que visitamos',
  servicesEyebrow: 'Lo que reparamos',
  servicesTitle: (place: string) => `Servicios de reparación de electrodomésticos en ${place}`,
  servicesIntro: (shown: number, all: number, place: string) =>
    `${shown} de nuestros ${all} servicios, los que más nos piden los hogares de ${place}, todos con opción de visita el mismo día y con nuestra garantía.`,
  seeAllServices: (all: number, others: string) =>
    `Ver los ${all} servicios${others ? `, también ${others.toLowerCase()}` : ''}`,
  reviewsTitle: (place: string) => `Lo que dicen los vecinos de ${place}`,
  moreReviews: 'Leer más reseñas',
  nearbyEyebrow: 'Cerca',
  nearTitle: (place: string) => `Cerca de ${place}`,
  nearText: (place: string) => `Los mismos técnicos cubren los lugares alrededor de ${place}.`,
  everyArea: 'Ver todas las zonas que atendemos',
  cityCtaTitle: (place: string) => `¿Necesita una reparación en ${place}?`,
  cityCtaText: 'Reserve en línea o llámenos, y le diremos cuándo puede llegar un técnico a su puerta.',
};
