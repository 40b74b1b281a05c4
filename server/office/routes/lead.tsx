import type { OfficeScreen } from '../http';
import { leadPage } from '../pages/lead';

/** /office/leads/:id: everything the visitor sent, the e-mail's fate, the status and the notes. */
export const leadScreen: OfficeScreen = (request) => leadPage(request);
