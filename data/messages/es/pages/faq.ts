import type { faq as english } from '../../en/pages/faq';

export const faq: typeof english = {
  title: 'Preguntas frecuentes',
  description: (warrantyDays) =>
    `Respuestas sobre el pago, el tiempo de las reparaciones, el cargo por la visita de diagnóstico, nuestra garantía de ${warrantyDays} días, el servicio el mismo día y las marcas y zonas que cubrimos.`,
  eyebrow: 'Preguntas',
  heading: 'Preguntas frecuentes',
  lead: 'Respuestas claras sobre cómo reservar, cómo pagar y qué pasa el día de la visita. ¿No encuentra la suya? Llámenos y le contestará una persona de verdad.',
  listTitle: 'Preguntas y respuestas',
  ctaTitle: '¿Todavía tiene alguna pregunta?',
  ctaText: (replyWithin, warrantyDays) =>
    `Llámenos o envíenos un mensaje; respondemos en menos de ${replyWithin}. Cada reparación tiene nuestra garantía de ${warrantyDays} días en piezas y mano de obra.`,
};
