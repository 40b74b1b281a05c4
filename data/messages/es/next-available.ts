import type { nextAvailable as english } from '../en/next-available';

export const nextAvailable: typeof english = {
  when: (when) => `Próximo horario libre: ${when}`,
};
