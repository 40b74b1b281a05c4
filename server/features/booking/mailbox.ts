import { largeMailProviders } from '../../../data/booking';

/**
 * How the surge defence reads an e-mail address (decision 0037): which inbox it reaches, and which mail domain
 * answers for it. A flooder's plus-addressed or dotted variants of one mailbox are one mailbox; a catch-all
 * domain's endless addresses are one domain.
 */

/** Second-level names under which country domains register (`example.co.uk`), so the domain is three labels. */
const COUNTRY_SECOND_LEVELS = new Set(['co', 'com', 'net', 'org', 'gov', 'edu', 'ac', 'or', 'ne', 'go']);

const split = (email: string): { local: string; domain: string } => {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  return at === -1 ? { local: address, domain: '' } : { local: address.slice(0, at), domain: address.slice(at + 1) };
};

/**
 * The domain someone registered, which is who reads its mail: `mail.catchall.example` and `catchall.example` are
 * one. Without the public suffix list this keeps two labels, or three under a country's `co.uk`-like second
 * level; a rare mistake only groups more addresses together during a surge.
 */
export function registeredDomain(domain: string): string {
  const labels = domain.toLowerCase().split('.').filter(Boolean);
  const keep = labels.length >= 3 && labels.at(-1)!.length === 2 && COUNTRY_SECOND_LEVELS.has(labels.at(-2)!) ? 3 : 2;
  return labels.slice(-keep).join('.');
}

/** The provider's entry when the address is at one of the large providers, by its registered domain. */
const providerOf = (domain: string) => largeMailProviders[registeredDomain(domain)];

/**
 * The inbox an address reaches, as one key: lower case; at the large providers the `+tag` dropped (and the dots,
 * where the provider ignores them: `A.d.a+x@gmail.com` is `ada@gmail.com`); elsewhere the address itself.
 */
export function mailboxKey(email: string): string {
  const { local, domain } = split(email);
  const provider = providerOf(domain);
  if (!provider) return `${local}@${domain}`;
  const plus = local.indexOf('+');
  const base = plus === -1 ? local : local.slice(0, plus);
  const name = provider.ignoresDots ? base.replaceAll('.', '') : base;
  return `${name}@${domain === 'googlemail.com' ? 'gmail.com' : domain}`;
}

/**
 * The mail domain a surge counts as one contact: the registered domain, or undefined at a large provider (its
 * mailboxes belong to unrelated people).
 */
export function mailDomainKey(email: string): string | undefined {
  const { domain } = split(email);
  return providerOf(domain) ? undefined : registeredDomain(domain);
}
