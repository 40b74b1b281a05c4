import type { Kysely } from 'kysely';

/**
 * A held booking's mailbox (decision 0037): the address typed as the inbox it reaches, so the surge finds the one
 * link a mailbox got whichever of its dotted or plus-addressed spellings a request uses. Holds made before this
 * migration get theirs from the address they kept.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('booking_holds')
    .addColumn('mailbox_key', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  const holds = db as Kysely<{ booking_holds: { id: string; email: string; mailbox_key: string } }>;
  const rows = await holds.selectFrom('booking_holds').select(['id', 'email']).execute();
  for (const row of rows)
    await holds
      .updateTable('booking_holds')
      .set({ mailbox_key: mailboxKey(row.email) })
      .where('id', '=', row.id)
      .execute();
  await db.schema
    .createIndex('booking_holds_mailbox')
    .on('booking_holds')
    .columns(['mailbox_key', 'created_at'])
    .execute();
}

// Frozen here as it ran (features/booking/mailbox.ts and data/booking.ts's largeMailProviders on the day), so a
// later change to the surge's reading of an address does not change what a fresh install runs.

const LARGE_MAIL_PROVIDERS: Readonly<Record<string, { ignoresDots: boolean }>> = {
  'gmail.com': { ignoresDots: true },
  'googlemail.com': { ignoresDots: true },
  'outlook.com': { ignoresDots: false },
  'hotmail.com': { ignoresDots: false },
  'live.com': { ignoresDots: false },
  'msn.com': { ignoresDots: false },
  'yahoo.com': { ignoresDots: false },
  'ymail.com': { ignoresDots: false },
  'aol.com': { ignoresDots: false },
  'icloud.com': { ignoresDots: false },
  'me.com': { ignoresDots: false },
  'mac.com': { ignoresDots: false },
  'proton.me': { ignoresDots: false },
  'protonmail.com': { ignoresDots: false },
  'comcast.net': { ignoresDots: false },
  'verizon.net': { ignoresDots: false },
  'att.net': { ignoresDots: false },
  'gmx.com': { ignoresDots: false },
  'mail.com': { ignoresDots: false },
  'fastmail.com': { ignoresDots: false },
};

const COUNTRY_SECOND_LEVELS = new Set(['co', 'com', 'net', 'org', 'gov', 'edu', 'ac', 'or', 'ne', 'go']);

function registeredDomain(domain: string): string {
  const labels = domain.toLowerCase().split('.').filter(Boolean);
  const keep = labels.length >= 3 && labels.at(-1)!.length === 2 && COUNTRY_SECOND_LEVELS.has(labels.at(-2)!) ? 3 : 2;
  return labels.slice(-keep).join('.');
}

function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  const local = at === -1 ? address : address.slice(0, at);
  const domain = at === -1 ? '' : address.slice(at + 1);
  const provider = LARGE_MAIL_PROVIDERS[registeredDomain(domain)];
  if (!provider) return `${local}@${domain}`;
  const plus = local.indexOf('+');
  const base = plus === -1 ? local : local.slice(0, plus);
  const name = provider.ignoresDots ? base.replaceAll('.', '') : base;
  return `${name}@${domain === 'googlemail.com' ? 'gmail.com' : domain}`;
}
