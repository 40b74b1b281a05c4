import type { layout as english } from '../en/layout';

export const layout: typeof english = {
  skipToContent: 'Saltar al contenido principal',
  // As short as the English: the header's row holds the phone and this button at 320 px.
  bookNow: 'Reservar',
  callOrBook: 'Llamar o reservar',
  call: 'Llamar',
  book: 'Reservar',
  bookWhat: ' una reparación',
  serving: (tagline: string, since: number) =>
    `${tagline}, al servicio de Washington DC y de los condados de Prince George's, Montgomery y Howard, en Maryland, desde ${since}.`,
  onProfile: (business: string) => `${business} en `,
  quickLinks: 'Enlaces rápidos',
  ourServices: 'Nuestros servicios',
  contactUs: 'Contáctenos',
  licensedTechnicians: 'Técnicos con licencia y asegurados',
  ownedBy: (owner: string, licences: string) => `Empresa de ${owner}, quien la dirige. Licencias: ${licences}.`,
  menu: 'Menú',
  closeMenu: 'Cerrar',
  mainNavigation: 'Principal',
  rightsReserved: (year: number, business: string) => `© ${year} ${business}. Todos los derechos reservados.`,
};
