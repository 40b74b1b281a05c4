import type { Tables } from '../schema';

/**
 * What the full export (docs/export-format.md, decision 0032) does with each table of server/kernel/db/schema.ts: one
 * line per table, in foreign-key order (a table after the tables it references), which is the order the file
 * holds them in and the import inserts them in. `satisfies` makes TypeScript refuse a table of `Tables` that is
 * neither here nor in LEFT_OUT, so a new migration's table is one line here or there.
 */
export interface TablePlan {
  /** The primary key: rows are read in its order, a batch at a time after the last row read (keyset). */
  key: readonly string[];
  /** Rows per read; smaller where a row carries a photo's bytes. */
  batch?: number;
  /** Secrets never written: the column is written as this value instead ('' or null). */
  withheld?: Readonly<Record<string, '' | null>>;
  /**
   * Rows never written: this column's values. `credentials`: the rows are sign-in secrets, which only the
   * credentials move (`db:export --with-credentials`) writes.
   */
  skipRows?: { column: string; values: readonly string[]; credentials?: true };
  /**
   * Of the `withheld` columns, those that are sign-in secrets: the credentials move writes them and its
   * checked import takes them. Every other withheld column stays behind in every file.
   */
  credentials?: readonly string[];
  /**
   * Columns that refer to a row of the same table (a warranty visit to its original, a merged customer to the
   * survivor): the import sets them once every row of the table is in, since the referenced row may come later.
   */
  later?: readonly string[];
}

/** Rows per read unless a table says otherwise. */
export const DEFAULT_BATCH = 1000;

/**
 * Photos are read one at a time: a stored photo can be a few megabytes, and each is in memory several times
 * over while it is written (its bytes as base64, the JSON line, gzip's input). One at a time, even an 8 MB photo fits
 * the export worker's heap (export-in-worker.ts); five of 3 MB did not.
 */
const PHOTO_BATCH = 1;

export const EXPORTED = {
  office_users: {
    key: ['id'],
    // The password hash and the calendar feed's secret hash stay behind: after a move, each person sets a new
    // password from a link and makes a new feed address. '' is what a new account's hash is until then.
    withheld: { password_hash: '', feed_secret_hash: null },
    credentials: ['password_hash', 'feed_secret_hash'],
  },
  team_photos: { key: ['user_id'], batch: PHOTO_BATCH },
  leads: { key: ['id'] },
  lead_emails: { key: ['lead_id'] },
  lead_notes: { key: ['id'] },
  lead_events: { key: ['id'] },
  bookings: { key: ['id'], later: ['warranty_of'] },
  window_places: { key: ['window_start'] },
  booking_emails: { key: ['id'], withheld: { manage_token: null } },
  booking_events: { key: ['id'] },
  booking_notes: { key: ['id'] },
  booking_photos: { key: ['id'], batch: PHOTO_BATCH },
  visit_notes: { key: ['booking_id'] },
  visit_photos: { key: ['id'], batch: PHOTO_BATCH },
  booking_holds: { key: ['id'], withheld: { link_token: null } },
  texts: { key: ['id'] },
  text_consents: { key: ['id'] },
  // The replies acted on: without them, a START captured before the move could be replayed after it.
  text_replies: { key: ['message_sid'] },
  customers: { key: ['id'], later: ['merged_into'] },
  customer_records: { key: ['kind', 'record_id'] },
  customer_merges: { key: ['id'] },
  customer_merge_records: { key: ['merge_id', 'kind', 'record_id'] },
  visit_charges: { key: ['booking_id'] },
  estimates: { key: ['id'] },
  estimate_options: { key: ['estimate_id', 'position'] },
  estimate_lines: { key: ['estimate_id', 'option_position', 'position'] },
  estimate_emails: { key: ['id'], withheld: { link_token: null } },
  jobs: { key: ['id'] },
  job_parts: { key: ['id'] },
  job_emails: { key: ['id'], withheld: { link_token: null } },
  payments: { key: ['id'] },
  // The events acted on: without them, a delivery Stripe retries after the move would be acted on again.
  payment_events: { key: ['id'] },
  refunds: { key: ['id'] },
  payment_emails: { key: ['id'], withheld: { link_token: null } },
  review_requests: { key: ['booking_id'], withheld: { link_token: null } },
  reviews: { key: ['id'] },
  review_alerts: { key: ['id'] },
  schedule_capacity: { key: ['weekday', 'start_minutes'] },
  schedule_days: { key: ['date'] },
  // The office calendar feed's secret hash stays behind, as a person's does.
  schedule_settings: {
    key: ['name'],
    skipRows: { column: 'name', values: ['calendar_feed_secret_hash'], credentials: true },
  },
  price_book_items: { key: ['id'] },
  sales_tax_rates: { key: ['state'] },
  deposit_settings: { key: ['id'] },
  office_activity: { key: ['id'] },
} as const satisfies Partial<Record<keyof Tables, TablePlan>>;

/** The tables not in the file, and why (docs/export-format.md lists the same). */
export const LEFT_OUT = {
  office_sessions: 'signed-in browsers (hashes of secrets); everyone signs in again, unless the credentials move',
  office_login_failures: 'the sign-in throttle of the last 24 hours',
  office_invites:
    'one-time set-password links (hashes of secrets, 24 hours long); the owner sends new ones, unless the credentials move',
  rate_limits: 'the public rate limits of the current minute',
  booking_links:
    "later links to customers' manage pages (hashes of secrets); each booking's own link moves with it, and a new message mints a new one",
  search_terms: "the office search's index: rebuilt from the leads and bookings as they are imported",
  search_words: "the office search's typo dictionary: rebuilt from the same words as the index",
  search_names: "the office search's distinct names: rebuilt from the same terms as the index",
  queue_incidents: "this server's queues' incidents: opened again on the new server if the trouble moved with it",
  system_alerts: 'the e-mails about those incidents',
  queue_dismissals: 'failed messages the owner dismissed on the System screen',
  account_emails:
    'the e-mails carrying set-password links (their tokens while pending); the owner or Forgot password sends new ones',
  payment_leases: "which server runs the payments' reconciler: taken again by the new server",
  report_stamps: "the Reports' note of which days writes touched: raised again by the import's own writes",
  report_days: "the Reports' figures counted per day: counted again the first time a period is asked for",
  report_touched:
    'the dates a transaction in flight touched, until its commit raises their counters: empty between transactions',
} as const satisfies Partial<Record<keyof Tables, string>>;

export type ExportedTable = keyof typeof EXPORTED;

/**
 * The tables of LEFT_OUT that the credentials move (`db:export --with-credentials`, decision 0038) adds at the end
 * of its file, after the tables they refer to: the signed-in browsers and the set-password links, so a move
 * between one's own machines keeps everyone signed in and every link already sent working.
 */
export const CREDENTIAL_TABLES = {
  office_sessions: { key: ['id'] },
  office_invites: { key: ['id'] },
} as const satisfies Partial<Record<keyof typeof LEFT_OUT, TablePlan>>;

export type CredentialTable = keyof typeof CREDENTIAL_TABLES;
/** A table a file can hold rows of: every exported one, and the credential tables in a credentials move's file. */
export type FileTable = ExportedTable | CredentialTable;

// Every table of schema.ts is in exactly one of the two lists: a compile error names one that is in neither.
type Unplanned = Exclude<keyof Tables, ExportedTable | keyof typeof LEFT_OUT>;
const everyTablePlanned: [Unplanned] extends [never] ? true : Unplanned = true;
void everyTablePlanned;

export const EXPORTED_TABLES = Object.keys(EXPORTED) as ExportedTable[];

/** The tables of a file, in its order: the credential tables last, and only in a credentials move's file. */
export const fileTables = (credentials: boolean): FileTable[] =>
  credentials ? [...EXPORTED_TABLES, ...(Object.keys(CREDENTIAL_TABLES) as CredentialTable[])] : EXPORTED_TABLES;

export const isCredentialTable = (name: string): name is CredentialTable => Object.hasOwn(CREDENTIAL_TABLES, name);

export const planOf = (table: FileTable): TablePlan =>
  isCredentialTable(table) ? CREDENTIAL_TABLES[table] : EXPORTED[table];

export const isExportedTable = (name: string): name is ExportedTable => Object.hasOwn(EXPORTED, name);

/** Whether the column is written: withheld columns are not, unless they are credentials and the file carries them. */
export const isWithheld = (plan: TablePlan, column: string, credentials: boolean): boolean =>
  Object.hasOwn(plan.withheld ?? {}, column) && !(credentials && plan.credentials?.includes(column));

/** Whether the rows of `plan.skipRows` are left out of a file (credential rows are in a credentials move's). */
export const skipsRows = (plan: TablePlan, credentials: boolean): boolean =>
  plan.skipRows !== undefined && !(credentials && plan.skipRows.credentials);
