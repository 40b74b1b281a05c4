import type { FeatureScreen } from '../../../office';
import { leadPage } from './lead-page';
import type { LeadsOfficeTools } from './tools';

/** /office/leads/:id: everything the visitor sent, the e-mail's fate, the status and the notes. */
export const leadScreen: FeatureScreen<LeadsOfficeTools> = (request, tools) => leadPage(request, tools);
