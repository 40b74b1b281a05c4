import type { JobVisitItem } from '../../../../views/jobs/JobVisits';
import type { Engine } from '../../../kernel/db/engine';
import type { officeSearch } from '../search';
import type { CustomerStore } from '../store';

/** What the customers' office screens work with. */
export interface CustomersOfficeTools {
  customers: CustomerStore;
  search: ReturnType<typeof officeSearch>;
  /** The database's engine, for the merges' row locks (PostgreSQL's FOR UPDATE). */
  engine: Engine;
  /** Which of a customer's visits are warranty visits, of which original (the visits' warranty links). */
  warranty: { links(ids: readonly string[]): Promise<{ originals: ReadonlyMap<string, string> }> };
  /**
   * The job lines of the customer's visits, by visit id, in one query (the jobs feature's, handed in at assembly:
   * jobs comes after customers).
   */
  jobsOfVisits?:
    | ((ids: readonly string[], href: (reference: string) => string) => Promise<ReadonlyMap<string, JobVisitItem[]>>)
    | undefined;
}
