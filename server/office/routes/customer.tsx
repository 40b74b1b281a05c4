import type { OfficeScreen } from '../http';
import { customerPage } from '../pages/customer';

/** /office/customers/:id: the customer's contacts, addresses, leads, visits, notes, e-mails and merges. */
export const customerScreen: OfficeScreen = (request) => customerPage(request);
