import { provideScreenMessages, type ScreenMessages } from '../screens';
import { booking } from './booking';
import { forms } from './forms';
import { layout } from './layout';
import { about } from './about';
import { common } from './common';
import { coupons } from './coupons';
import { faq } from './faq';
import { home } from './home';
import { services } from './services';

/** The pages' words in Spanish; loading this module makes them available (see ../screens.ts). */
export const esScreens: ScreenMessages = {
  layout,
  booking,
  forms,
  common,
  home,
  services,
  about,
  coupons,
  faq,
};
provideScreenMessages('es', esScreens);
