import type { about as english } from '../../en/pages/about';

/** The blog's authors' roles (data/blog/rules.ts) in Spanish. */
const roles: Record<string, string> = {
  'Lead Technician': 'Técnico principal',
  'Senior Technician': 'Técnico sénior',
  'Service Manager': 'Gerente de servicio',
};

export const about: typeof english = {
  title: 'Quiénes somos: reparación local desde 2010',
  description: (business, since, customers, warrantyDays) =>
    `Conozca a ${business}: técnicos con licencia y asegurados que reparan electrodomésticos en el área metropolitana de DC desde ${since}, con ${customers} clientes atendidos y una garantía de ${warrantyDays} días.`,
  eyebrow: 'Quiénes somos',
  heading: 'Una empresa de reparación de DC que hace bien el trabajo',
  lead: (business, since) =>
    `Desde ${since}, ${business} mantiene las lavadoras girando, los refrigeradores fríos y los hornos horneando en toda la región de la capital.`,
  storyTitle: 'Nuestra historia',
  storyStart: (business, since) =>
    `${business} empezó en ${since} con un técnico, una camioneta y una idea sencilla: la gente de Washington DC merecía una empresa de reparación de electrodomésticos que contestara el teléfono, llegara a tiempo y cobrara un precio justo por un trabajo honrado. Demasiados vecinos habían esperado una semana a un técnico que nunca llegó, o les habían dicho que compraran un refrigerador nuevo cuando una pieza de cuarenta dólares habría bastado.`,
  storyGrowth:
    "La gente empezó a recomendarnos. Los dueños de casas en hilera de Capitol Hill les hablaron de nosotros a sus amigos de Takoma Park; los administradores de edificios de Silver Spring nos volvieron a llamar para su siguiente edificio; las familias de Bowie, Rockville y Columbia pegaron nuestro número en el refrigerador. Hoy nuestros técnicos con licencia y asegurados cubren toda el área metropolitana: el Distrito y los condados de Prince George's, Montgomery y Howard.",
  storyToday: (customers, rating, count) =>
    `${customers} clientes después, la idea sigue siendo la misma. Diagnosticamos antes de dar un precio, damos el precio antes de reparar y llevamos las piezas más comunes, así que la mayoría de los trabajos se terminan en una sola visita. Nuestra calificación de ${rating} estrellas en ${count} reseñas viene de trabajar así, una cocina y un cuarto de lavado a la vez.`,
  ownerEyebrow: 'Quién responde por el trabajo',
  ownerTitle: 'El dueño y nuestras licencias',
  licencesIntro:
    'Cada visita se hace con estas licencias; puede dar el número a la oficina que la emitió para verificarla.',
  teamEyebrow: 'Quién llega a su puerta',
  teamTitle: 'Nuestro equipo',
  teamIntro: 'Los técnicos que visitan las casas de nuestros clientes, en sus propias palabras.',
  technician: 'Técnico',
  numbersTitle: 'En cifras',
  promiseEyebrow: 'Qué puede esperar',
  promiseTitle: 'Cuatro promesas que cumplimos en cada visita',
  onTimeTitle: 'Llegamos cuando decimos',
  onTimeText:
    'Usted recibe un horario de llegada, una llamada cuando el técnico va en camino y una persona al teléfono si algo cambia.',
  honestTitle: 'Le decimos cuando no vale la pena reparar',
  honestText:
    'Si una lavadora de doce años necesita una reparación que cuesta más de la mitad de una nueva, se lo decimos, aunque eso signifique menos trabajo para nosotros.',
  warrantyTitle: 'Respondemos por nuestro trabajo',
  warrantyText: (warrantyDays) =>
    `Cada reparación tiene una garantía de ${warrantyDays} días en piezas y mano de obra. Si el mismo problema vuelve en ese tiempo, lo reparamos sin costo.`,
  homeTitle: 'Tratamos su casa como la nuestra',
  homeText:
    'Nos ponemos cubrezapatos, protegemos el piso, nos llevamos las piezas viejas y probamos el electrodoméstico frente a usted antes de irnos.',
  authorsEyebrow: 'De nuestro blog',
  authorsTitle: 'Quién escribe nuestros artículos',
  authorsIntro: 'Cada artículo de nuestro blog lo escribe alguien de nuestro propio equipo.',
  authorRole: (role) => roles[role] ?? 'Equipo técnico',
  authorArticles: (count) => `${count} ${count === 1 ? 'artículo' : 'artículos'} en español, el más reciente:`,
  ctaTitle: '¿Algo no funciona en casa?',
  ctaText: (replyWithin) =>
    `Cuéntenos qué está haciendo el electrodoméstico y le mandamos un técnico, muchas veces el mismo día. Respondemos a cada solicitud en menos de ${replyWithin}.`,
};
