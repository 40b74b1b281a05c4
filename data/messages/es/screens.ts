import { provideScreenMessages, type ScreenMessages } from '../screens';
import { booking } from './booking';
import { forms } from './forms';
import { layout } from './layout';

/** The pages' words in Spanish; loading this module makes them available (see ../screens.ts). */
export const esScreens: ScreenMessages = { layout, booking, forms };
provideScreenMessages('es', esScreens);
