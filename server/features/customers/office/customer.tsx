import type { OfficeScreen } from '../../../office/http';
import { customerPage } from './customer-page';

/** /office/customers/:id: the customer's contacts, addresses, leads, visits, notes, e-mails and merges. */
export const customerScreen: OfficeScreen = (request) => customerPage(request);
