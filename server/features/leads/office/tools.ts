import type { CustomerStore } from '../../customers';
import type { OfficeLeadStore } from './store';

/** What the leads' office screens work with: the leads as the office works them, and whose customer each is. */
export interface LeadsOfficeTools {
  leads: OfficeLeadStore;
  customers: Pick<CustomerStore, 'customerOf'>;
}
