import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { jsonLine } from '../../data/text';
import { appendLineDurably } from './durable-file';
import type { Lead } from './validation';

/** A lead as it sits on disk: one JSON object per line of the leads file. */
export interface StoredLead extends Lead {
  /** crypto.randomUUID(); stable for the lead's whole life, so later steps can say which leads they handled. */
  id: string;
  /** ISO 8601 instant in UTC, set when the server accepted the lead. */
  receivedAt: string;
}

export interface LeadStore {
  readonly file: string;
  /** Appends the lead as one line and resolves only once the line is flushed to disk (fsync). */
  appendLead(lead: Lead): Promise<StoredLead>;
  /** Calls the listener after each lead is safely on disk; returns a function that unsubscribes. */
  onStored(listener: (lead: StoredLead) => void): () => void;
}

/**
 * One queue per file for the whole process: appends never overlap, so concurrent requests can never
 * interleave their lines, even if two apps (as in tests) write to the same file.
 */
const queues = new Map<string, Promise<unknown>>();

function enqueue<T>(file: string, task: () => Promise<T>): Promise<T> {
  const previous = queues.get(file) ?? Promise.resolve();
  const next = previous.then(task, task);
  const settled = next.catch(() => undefined);
  queues.set(file, settled);
  void settled.then(() => {
    if (queues.get(file) === settled) queues.delete(file);
  });
  return next;
}

export function createLeadStore(file: string): LeadStore {
  const listeners = new Set<(lead: StoredLead) => void>();
  return {
    file,
    appendLead(lead) {
      return enqueue(file, async () => {
        const stored: StoredLead = { id: randomUUID(), receivedAt: new Date().toISOString(), ...lead };
        await appendLineDurably(file, `${jsonLine(stored)}\n`);
        for (const listener of listeners) {
          try {
            listener(stored);
          } catch (error) {
            console.error('lead listener failed', error);
          }
        }
        return stored;
      });
    },
    onStored(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function isStoredLead(value: unknown): value is StoredLead {
  const lead = value as Partial<StoredLead> | null;
  return (
    typeof lead === 'object' &&
    lead !== null &&
    typeof lead.id === 'string' &&
    typeof lead.receivedAt === 'string' &&
    typeof lead.name === 'string' &&
    typeof lead.email === 'string' &&
    typeof lead.phone === 'string'
  );
}

/**
 * Every intact lead in the file, oldest first. A missing file means no leads. Lines that are not a complete
 * lead (a torn last line after a crash) are skipped rather than failing the whole read.
 */
export function readLeads(file: string): StoredLead[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const leads: StoredLead[] = [];
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    try {
      const value: unknown = JSON.parse(line);
      if (isStoredLead(value)) leads.push(value);
    } catch {
      // torn or foreign line: skip it, keep the rest
    }
  }
  return leads;
}
