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
  /** The technician's note and photos of each visit, by visit id (the visits feature's, handed in at assembly). */
  jobRecords?: ((ids: readonly string[]) => Promise<ReadonlyMap<string, JobRecordOfVisit>>) | undefined;
}

/** What a technician recorded on a visit: the note, if any, and the photos (without their bytes). */
export interface JobRecordOfVisit {
  note?: { body: string; authorEmail: string; updatedAt: string } | undefined;
  photos: { id: string; width: number; height: number }[];
}
