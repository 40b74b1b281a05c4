import { createDatabase } from '../../server/kernel/db/database';
import { parseDatabaseUrl } from '../../server/kernel/config';
import { createLeadStore, type StoredLead } from '../../server/features/leads/store';

/** Every lead in the database at `url`, oldest first, read as the office would: through the leads table. */
export async function storedLeads(url: string): Promise<StoredLead[]> {
  const config = parseDatabaseUrl(url);
  if (typeof config === 'string') throw new Error(config);
  const database = createDatabase(config);
  try {
    return (await createLeadStore(database).listLeads()).reverse();
  } finally {
    await database.close();
  }
}
