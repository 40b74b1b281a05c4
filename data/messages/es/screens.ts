import { provideScreenMessages, type ScreenMessages } from '../screens';
import { booking } from './booking';
import { forms } from './forms';
import { layout } from './layout';
import { manage } from './manage';
import { warranty } from './warranty';
import { customerEstimate } from './customer-estimate';
import { payCard } from './pay-card';
import { reviewForm } from './review-form';
import { hold } from './hold';

/** The pages' words in Spanish; loading this module makes them available (see ../screens.ts). */
export const esScreens: ScreenMessages = {
  layout,
  booking,
  forms,
  manage,
  warranty,
  customerEstimate,
  payCard,
  reviewForm,
  hold,
};
provideScreenMessages('es', esScreens);
