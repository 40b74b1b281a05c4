import { provideScreenMessages, type ScreenMessages } from '../screens';
import { booking } from './booking';
import { forms } from './forms';
import { layout } from './layout';
import { cities } from './cities';
import { blog } from './blog';
import { contact } from './contact';
import { reviews } from './reviews';
import { errors } from './errors';

/** The pages' words in Spanish; loading this module makes them available (see ../screens.ts). */
export const esScreens: ScreenMessages = {
  layout,
  booking,
  forms,
  cities,
  blog,
  contact,
  reviews,
  errors,
};
provideScreenMessages('es', esScreens);
