import type { AppDatabase } from '../../kernel/db/database';

/** What the price book's screens work with: the database (the store's functions take it or a transaction). */
export interface EstimatesOfficeTools {
  database: AppDatabase;
}
