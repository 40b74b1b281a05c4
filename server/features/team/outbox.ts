import { randomUUID } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { SendMailOptions } from 'nodemailer';
import { business } from '../../../data/business';
import { teamRules } from '../../../data/team';
import type { MailConfig } from '../../kernel/config';
import type { AppDatabase } from '../../kernel/db/database';
import type { InvitePurpose, Tables } from '../../kernel/db/schema';
import { brandedEmailHtml } from '../../kernel/mail/email-html';
import { createMailTransport, headerSafe } from '../../kernel/mail/mailer';
import { kindQueue, queueKind, usualColumns } from '../../kernel/queue/kinds';
import { startOutbox, type Outbox, type StartOutboxOptions } from '../../kernel/queue/worker';

/**
 * The e-mails that let a person in, as a kind of the one queue (server/kernel/queue/kinds.ts): the Team screen's
 * invitation and Forgot password's reset, each carrying a one-time set-password link. The link's token lives in
 * the row only while the e-mail is pending (the link itself is kept as its SHA-256 in office_invites), so a
 * message given up on cannot be retried: a new link is sent instead.
 */
export const accountEmailKind = queueKind({
  name: 'account',
  label: 'Set-password e-mails',
  columns: usualColumns('account_emails', { clearWhenDone: ['link_token'] }),
  since: 'created_at',
  noRetry: 'its link was wiped when it was given up: send a new one from the Team screen',
});

/**
 * Queues the e-mail of a link just made, in `trx`: the transaction that made the link (and the account, and the
 * activity line), so there is no link e-mailed that was not kept, and no kept link whose e-mail was lost.
 */
export async function queueAccountEmailIn(
  trx: Transaction<Tables>,
  mail: { userId: string; kind: InvitePurpose; token: string; now: Date },
): Promise<void> {
  const at = mail.now.toISOString();
  await trx
    .insertInto('account_emails')
    .values({
      id: randomUUID(),
      user_id: mail.userId,
      kind: mail.kind,
      link_token: mail.token,
      created_at: at,
      status: 'pending',
      next_attempt_at: at,
    })
    .execute();
}

export interface AccountEmail {
  kind: InvitePurpose;
  email: string;
  name: string;
  token: string;
}

/** The e-mail: whose account, the link, and how long it works; nothing the visitor typed but the person's name. */
export function composeAccountEmail(mail: AccountEmail, context: { from: string; siteUrl: string }): SendMailOptions {
  const site = context.siteUrl.replace(/(?<!\/)\/+$/, '');
  const url = `${site}/office/set-password/${mail.token}`;
  const reset = mail.kind === 'reset';
  const lasts = reset ? `${teamRules.resetMinutes} minutes` : `${teamRules.inviteHours} hours`;
  const heading = reset ? 'Set a new password' : `Welcome to the ${business.name} office`;
  const greeting = mail.name ? `${mail.name}, ` : '';
  const intro = reset
    ? `${greeting}someone asked for a link to set a new password for the office account of ${mail.email}. If it was not you, ignore this e-mail: your password stays as it is.`
    : `${greeting}an office account was made for you (${mail.email}). Set your password with the link below, then sign in.`;
  const note = `The link works once, for ${lasts}. It signs out every browser the account was signed in on.`;
  return {
    from: { name: business.name, address: context.from },
    to: { name: headerSafe(mail.name), address: mail.email },
    subject: reset ? `Set a new password for the ${business.name} office` : `Your ${business.name} office account`,
    text: [intro, '', `Set your password: ${url}`, '', note, '', `${business.name} · ${business.phone.display}`].join(
      '\n',
    ),
    html: brandedEmailHtml({
      heading,
      intro,
      rows: [{ label: 'Account', value: mail.email }],
      button: { label: 'Set your password', url },
      blocks: [],
      note,
    }),
  };
}

export type AccountOutboxOptions = StartOutboxOptions;

/** The account e-mails' outbox: the one queue worker over account_emails, with its own relay connection. */
export function startAccountOutbox(
  mail: MailConfig,
  database: AppDatabase,
  context: { siteUrl: string },
  options: AccountOutboxOptions = {},
): Outbox {
  const { mailer: mailerOptions, ...outboxOptions } = options;
  const transport = createMailTransport(mail, mailerOptions);
  const { db } = database;
  return startOutbox<AccountEmail>({
    ...outboxOptions,
    database,
    transport,
    queue: kindQueue(database, accountEmailKind, {
      async take(claimed, { owner, now, lease }) {
        const person = await db
          .selectFrom('office_users')
          .select(['email', 'name'])
          .where('id', '=', claimed.user_id)
          .where('removed_at', 'is', null)
          .executeTakeFirst();
        if (!person || !claimed.link_token) {
          // Removed since, or its link already wiped: nothing worth sending.
          await lease.record(claimed.id, owner, { kind: 'failed', error: 'the account was removed' }, now);
          return undefined;
        }
        return { kind: claimed.kind, email: person.email, name: person.name, token: claimed.link_token };
      },
    }),
    send: (item) => transport.send(composeAccountEmail(item, { from: mail.from, siteUrl: context.siteUrl })),
    names: {
      item: (id) => `set-password e-mail ${id}`,
      worker: 'set-password e-mail',
      left: (count) => `${count} set-password e-mail(s) pending`,
      kept: 'the link is stored; the owner can send a new one',
    },
  });
}
