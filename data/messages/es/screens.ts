import { provideScreenMessages, type ScreenMessages } from '../screens';
import { booking } from './booking';
import { forms } from './forms';
import { layout } from './layout';
import { coupons } from './coupons';
import { nextAvailable } from './next-available';

/** The pages' words in Spanish; loading this module makes them available (see ../screens.ts). */
export const esScreens: ScreenMessages = {
  layout,
  booking,
  forms,
  coupons,
  nextAvailable,
};
provideScreenMessages('es', esScreens);
