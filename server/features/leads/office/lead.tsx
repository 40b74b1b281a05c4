import type { OfficeScreen } from '../../../office/http';
import { leadPage } from './lead-page';

/** /office/leads/:id: everything the visitor sent, the e-mail's fate, the status and the notes. */
export const leadScreen: OfficeScreen = (request) => leadPage(request);
