import type { errors as english } from '../../en/pages/errors';

export const errors: typeof english = {
  errorStatus: (status: number) => `Código de error ${status}`,
  backHome: 'Volver al inicio',
  notFound: 'Página no encontrada',
  notFoundDescription: (business: string) => `La página que buscaba no está en el sitio web de ${business}.`,
  notFoundText:
    'No encontramos la página que buscaba. Es posible que haya cambiado de lugar o que la dirección tenga un error. Estos enlaces le ayudarán a seguir:',
  wayHome: 'Ir a la página de inicio',
  wayServices: 'Ver los electrodomésticos que reparamos',
  wayContact: 'Reservar una reparación en línea',
  needHelp: (business: string) => `¿Necesita ayuda ahora mismo? Llame a ${business} al`,
  postNotFound: 'Artículo no encontrado',
  postNotFoundDescription: (business: string) =>
    `Ese artículo no está en el blog de ${business}. Todos los artículos que hemos publicado aparecen en la página del blog.`,
  postNotFoundText:
    'No encontramos ese artículo. Es posible que le hayamos cambiado el nombre o que el enlace tenga un error. Todos los artículos que hemos publicado están en la página del blog.',
  backToBlog: 'Volver al blog',
  recentArticles: 'Artículos recientes',
  reachByPhone: (business: string) => `Siempre puede comunicarse con ${business} por teléfono al`,
  badRequest: 'Solicitud no válida',
  badRequestText: 'Su navegador envió una solicitud que no pudimos entender.',
  refused: 'Acceso denegado',
  refusedText: (phone: string) =>
    `No pudimos aceptar esta solicitud. Vuelva a intentarlo desde nuestro sitio web o llámenos al ${phone}.`,
  crossSite: 'Envíe el formulario desde nuestro sitio web',
  crossSiteText: (phone: string) =>
    `Por su seguridad, solo aceptamos nuestros formularios cuando se envían desde nuestro propio sitio web. Vuelva a llenar el formulario en nuestra página de contacto o llámenos al ${phone}.`,
  plainHttp: 'Se necesita una conexión segura',
  plainHttpText:
    'Esta dirección solo acepta información enviada por una conexión segura https://, así que no se envió nada. Vuelva a abrir la página con https:// y envíela desde ahí.',
  nothingHere: 'No hay nada en esta dirección.',
  methodNotAllowed: 'Método no permitido',
  methodNotAllowedText: 'Esta página solo se puede ver; no se le pueden enviar datos.',
  tooLarge: 'Solicitud demasiado grande',
  tooLargeText: 'Lo que envió es más grande de lo que aceptamos.',
  unsupportedType: 'Tipo de contenido no admitido',
  unsupportedTypeText: 'No pudimos leer el tipo de datos que envió.',
  tooMany: 'Demasiadas solicitudes',
  tooManyText: 'Ha enviado muchas solicitudes en poco tiempo. Espere un minuto y vuelva a intentarlo.',
  databaseAway: 'Vuelva a intentarlo en un minuto',
  databaseAwayText: (phone: string) =>
    `No pudimos consultar nuestros registros en este momento, así que no se guardó ni se cambió nada. Vuelva a intentarlo en un minuto o llámenos al ${phone}.`,
  failed: 'Algo salió mal',
  failedText: 'Tuvimos un problema de nuestro lado al preparar esta página. Vuelva a intentarlo en un momento.',
};
