import { provideScreenMessages, type IslandMessages, type ScreenMessages } from '../screens';
import { booking } from './booking';
import { forms } from './forms';
import { layout } from './layout';

/** The islands' words in Spanish; loading this module makes them available (see ../screens.ts). */
export const esScreens: IslandMessages = { layout, booking, forms };
// The pages' other areas join on the server (../pages.ts); in the browser no island reads them.
provideScreenMessages('es', esScreens as ScreenMessages);
