/**
 * The full export's file (docs/export-format.md): gzip-compressed NDJSON. The first line is the header, then one
 * line per row, then the end line with each table's count, so a file cut short is told from a whole one.
 */
export const EXPORT_FORMAT = 'capital-appliance-repair-export';
export const EXPORT_VERSION = 1;

export interface ExportHeader {
  format: typeof EXPORT_FORMAT;
  version: number;
  /** ISO 8601 in UTC. */
  exported_at: string;
  /** The schema the rows were read from: every migration applied, in order. */
  migrations: string[];
  /** The tables the file holds rows of, in the order it holds them. */
  tables: string[];
  /**
   * Present (true) only in the credentials move's file (`db:export --with-credentials`): it holds the sign-in
   * secrets every other file leaves out. An import takes them only when asked, given the digest the export printed.
   */
  credentials?: true;
}

export interface ExportRowLine {
  table: string;
  row: Record<string, string | number | null>;
}

export interface ExportEndLine {
  end: true;
  /** Rows written per table, every table of the header listed. */
  rows: Record<string, number>;
}

/** The file's name for a download made at `now`: the business-zone day is not needed, the UTC day is plain. */
export const exportFileName = (now: Date) => `capital-appliance-repair-${now.toISOString().slice(0, 10)}.ndjson.gz`;
