import type { FeatureScreen } from '../../../office';
import { customerPage } from './customer-page';
import type { CustomersOfficeTools } from './tools';

/** /office/customers/:id: the customer's contacts, addresses, leads, visits, notes, e-mails and merges. */
export const customerScreen: FeatureScreen<CustomersOfficeTools> = (request, tools) => customerPage(request, tools);
