import { randomUUID } from 'node:crypto';
import type { SendMailOptions } from 'nodemailer';
import { business } from '../../../data/business';
import type { AppDatabase } from '../../kernel/db/database';
import { instant } from '../../kernel/db/engine';
import type { MailConfig } from '../../kernel/config';
import { brandedEmailHtml, type EmailRow } from '../../kernel/mail/email-html';
import { createMailTransport } from '../../kernel/mail/mailer';
import { kindQueue, pendingColumns } from '../../kernel/queue/kinds';
import { startOutbox, type MailQueue, type Outbox, type StartOutboxOptions } from '../../kernel/queue/worker';
import { alertKind, queueNamed, queueStates, type QueueName, type QueueState } from './queues';

/** How often each server looks at the queues for trouble; the incidents in the database make it once in all. */
export const DEFAULT_CHECK_MS = 60_000;

/** What is wrong with a queue, in words for the e-mail and the screen, or undefined when nothing is. */
export function troubleOf(state: QueueState, thresholdMs: number): string | undefined {
  if (state.failed > 0) return `${state.failed} message(s) given up on`;
  if (state.oldestSeconds * 1000 >= thresholdMs)
    return `the oldest due message has waited ${Math.round(state.oldestSeconds / 60)} min (more than ${Math.round(thresholdMs / 60_000)})`;
  return undefined;
}

export interface OpenIncident {
  id: string;
  queue: QueueName;
  reason: string;
  openedAt: string;
}

export async function openIncidents(database: AppDatabase): Promise<OpenIncident[]> {
  const rows = await database.db
    .selectFrom('queue_incidents')
    .selectAll()
    .where('cleared_at', 'is', null)
    .orderBy('opened_at')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    queue: row.queue as QueueName,
    reason: row.reason,
    openedAt: instant(row.opened_at),
  }));
}

/**
 * One look at the queues: a queue in trouble without an open incident gets one, and its "opened" e-mail queued
 * in the same transaction; an open incident whose queue is fine again is closed, and its "cleared" e-mail
 * queued. Several servers may look at once: one open incident per queue is a unique index (the other insert is
 * a no-op), and closing is a conditional update, so each e-mail is queued once. True when an e-mail was queued.
 * The alert e-mails' own queue is left out: trouble there could only be told by the e-mail that is stuck.
 */
export async function checkQueues(database: AppDatabase, now: Date, thresholdMs: number): Promise<boolean> {
  const states = await queueStates(database, now);
  const open = new Map((await openIncidents(database)).map((incident) => [incident.queue, incident]));
  const at = now.toISOString();
  let queued = false;
  for (const state of states) {
    if (state.name === 'alert') continue;
    const trouble = troubleOf(state, thresholdMs);
    const incident = open.get(state.name);
    if (trouble && !incident) {
      queued =
        (await database.db.transaction().execute(async (trx) => {
          const id = randomUUID();
          const inserted = await trx
            .insertInto('queue_incidents')
            .values({ id, queue: state.name, reason: trouble, opened_at: at, cleared_at: null })
            .onConflict((conflict) => conflict.doNothing())
            .executeTakeFirst();
          if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) return false;
          await trx
            .insertInto('system_alerts')
            .values(alertRow(id, 'opened', at))
            .execute();
          return true;
        })) || queued;
    } else if (!trouble && incident) {
      queued =
        (await database.db.transaction().execute(async (trx) => {
          const cleared = await trx
            .updateTable('queue_incidents')
            .set({ cleared_at: at })
            .where('id', '=', incident.id)
            .where('cleared_at', 'is', null)
            .executeTakeFirst();
          if (Number(cleared.numUpdatedRows) === 0) return false;
          await trx
            .insertInto('system_alerts')
            .values(alertRow(incident.id, 'cleared', at))
            .execute();
          return true;
        })) || queued;
    }
  }
  return queued;
}

const alertRow = (incidentId: string, kind: 'opened' | 'cleared', at: string) => ({
  id: randomUUID(),
  incident_id: incidentId,
  kind,
  created_at: at,
  ...pendingColumns(at),
});

/** One alert e-mail, ready to compose: the incident and who is told. */
export interface AlertItem {
  id: string;
  kind: 'opened' | 'cleared';
  queue: string;
  reason: string;
  openedAt: string;
  clearedAt: string | null;
  /** The owners' addresses; the notification address when the office has no owner yet. */
  to: string[];
}

/** The system_alerts table as the one queue's alert kind (queues.ts). */
export function alertQueue(database: AppDatabase, fallbackTo: string): MailQueue<AlertItem> {
  const { db } = database;
  return kindQueue(database, alertKind, {
    async take(claimed): Promise<AlertItem> {
      const incident = await db
        .selectFrom('queue_incidents')
        .selectAll()
        .where('id', '=', claimed.incident_id)
        .executeTakeFirst();
      const owners = await db
        .selectFrom('office_users')
        .select('email')
        .where('role', '=', 'owner')
        .where('removed_at', 'is', null)
        .orderBy('email')
        .execute();
      return {
        id: claimed.id,
        kind: claimed.kind,
        queue: incident?.queue ?? '',
        reason: incident?.reason ?? '',
        openedAt: incident ? instant(incident.opened_at) : '',
        clearedAt: incident?.cleared_at == null ? null : instant(incident.cleared_at),
        to: owners.length > 0 ? owners.map((row) => row.email) : [fallbackTo],
      };
    },
  });
}

const timeFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: business.timeZone,
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** The owners' e-mail: which queue, what is wrong (or that it cleared), since when, and the System screen. */
export function composeAlert(item: AlertItem, context: { from: string; siteUrl: string }): SendMailOptions {
  const label = queueNamed(item.queue)?.label ?? item.queue;
  const opened = item.kind === 'opened';
  const heading = opened ? `${label}: trouble in the queue` : `${label}: the queue is back to normal`;
  const rows: EmailRow[] = [
    { label: 'Queue', value: label },
    { label: 'What was wrong', value: item.reason },
    { label: 'Since', value: item.openedAt ? timeFormat.format(new Date(item.openedAt)) : '' },
    ...(item.clearedAt ? [{ label: 'Cleared', value: timeFormat.format(new Date(item.clearedAt)) }] : []),
  ];
  const link = { label: 'Open the System screen', url: `${context.siteUrl}/office/system` };
  const advice = opened
    ? 'Retry or dismiss the failed messages on the System screen; a queue that only waits usually means the mail relay or the text provider is down.'
    : 'Nothing to do: this e-mail closes the one about the same trouble.';
  const text = [
    heading,
    '',
    ...rows.map((row) => `${row.label}: ${row.value}`),
    '',
    `${link.label}: ${link.url}`,
    '',
    advice,
  ].join('\n');
  return {
    from: { name: `${business.name} website`, address: context.from },
    to: item.to,
    subject: heading,
    text,
    html: brandedEmailHtml({ heading, rows, button: link, blocks: [{ text: advice }] }),
  };
}

/** The alert e-mails' outbox: the one queue worker (leases, retries, backoff) over the alert kind. */
export function startAlertOutbox(
  mail: MailConfig,
  database: AppDatabase,
  context: { siteUrl: string },
  options: StartOutboxOptions = {},
): Outbox {
  const { mailer: mailerOptions, ...outboxOptions } = options;
  const transport = createMailTransport(mail, mailerOptions);
  return startOutbox<AlertItem>({
    ...outboxOptions,
    database,
    transport,
    queue: alertQueue(database, mail.to),
    send: (item) => transport.send(composeAlert(item, { from: mail.from, siteUrl: context.siteUrl })),
    names: {
      item: (id) => `system alert ${id}`,
      worker: 'system alert e-mail',
      left: (count) => `${count} system alert e-mail(s) pending`,
      kept: 'the incident is on the System screen',
    },
  });
}

/**
 * Looks at the queues every `checkMs` (unref'd: it never keeps the process alive), and nudges the alert outbox
 * when an e-mail was queued. A look that fails (the database away) is tried at the next tick.
 */
export function startQueueMonitor(options: {
  database: AppDatabase;
  thresholdMs: number;
  checkMs?: number;
  now: () => Date;
  onQueued?: () => void;
  onError?: (error: unknown) => void;
}): { check: () => Promise<boolean>; stop: () => Promise<void> } {
  let running: Promise<boolean> | undefined;
  let stopped = false;
  const check = () => {
    running ??= (async () => {
      try {
        await options.database.ready();
        const queued = await checkQueues(options.database, options.now(), options.thresholdMs);
        if (queued) options.onQueued?.();
        return queued;
      } catch (error) {
        options.onError?.(error);
        return false;
      } finally {
        running = undefined;
      }
    })();
    return running;
  };
  const timer = setInterval(() => {
    if (!stopped) void check();
  }, options.checkMs ?? DEFAULT_CHECK_MS);
  timer.unref();
  return {
    check,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
