import type { reviews as english } from '../../en/pages/reviews';

export const reviews: typeof english = {
  title: 'Reseñas de clientes',
  titlePage: (page: number) => `Reseñas de clientes, página ${page}`,
  description: (value: number, best: number, count: number) =>
    `Calificación de ${value} de ${best} en ${count} reseñas: lo que dicen los dueños de casa de DC, Silver Spring, Bethesda, Rockville, Bowie y Columbia sobre nuestras reparaciones.`,
  eyebrow: 'Reseñas',
  heading: 'Lo que dicen nuestros clientes',
  lead: 'Familias de todo DC y Maryland nos confían los electrodomésticos que usan todos los días. Esto es lo que algunas nos dijeron después de la reparación.',
  ratingValue: (value: number, best: number) => `${value} de ${best}`,
  ratingCount: (count: number) => `en ${count} reseñas`,
  verifiedEyebrow: 'Clientes verificados',
  verifiedTitle: 'Reseñas de nuestras visitas',
  verifiedIntro:
    'Escritas por clientes después de una visita nuestra, con el enlace que le enviamos a cada cliente cuando terminamos el trabajo.',
  answersAverage: (average: string, answers: number) =>
    `${average} de 5 en ${answers} ${answers === 1 ? 'respuesta' : 'respuestas'}`,
  answersCounted:
    'después de una visita: contamos todas las respuestas que hemos recibido, sin importar sus estrellas.',
  policy: (hidden: number, page: number, pages: number, published: number) =>
    `Publicamos cada respuesta tal como llega, también las bajas. Solo ocultamos una si es spam, si no trata de una visita, si comparte datos personales o si usa lenguaje ofensivo${hidden > 0 ? ` (${hidden} ${hidden === 1 ? 'respuesta' : 'respuestas'} hasta ahora)` : ''}; nunca por sus estrellas. Las más recientes primero; ${pages > 1 ? `página ${page} de ${pages}, ` : ''}${published} ${published === 1 ? 'reseña publicada' : 'reseñas publicadas'}.`,
  pagesLabel: 'Páginas de reseñas verificadas',
  newer: 'Reseñas más recientes',
  older: 'Reseñas anteriores',
  testimonialsTitle: 'En palabras de nuestros clientes',
  profilesTitle: 'Lea todas las reseñas',
  profilesText: (count: number) =>
    `Las ${count} reseñas en las que se basa nuestra calificación son públicas. Léalas, o deje la suya, en nuestros perfiles.`,
  onProfile: (business: string, profile: string) => `${business} en ${profile}`,
  ctaTitle: 'Únase a miles de clientes satisfechos',
  ctaText: 'Reserve una reparación hoy y vea por qué nuestros clientes nos dan cinco estrellas.',
};
