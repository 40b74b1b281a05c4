import type { errors as english } from '../en/errors';

export const errors: typeof english = {
  notFoundTitle: 'Página no encontrada',
  notFoundDescription: (business: string) => `La página que buscó no está en el sitio web de ${business}.`,
};
