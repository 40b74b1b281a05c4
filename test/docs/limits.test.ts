/**
 * The limits the docs state are the limits the code enforces. Each claim names a doc and a phrase without digits
 * that finds one sentence in it; the numbers in that sentence must be exactly the ones read from data/ (and the
 * few constants that live beside their code), in order. A change to either side fails here until the other
 * follows. A last check finds sentences in README.md and docs/*.md that state a limit without a claim.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bookingLimits, bookingRules } from '../../data/booking';
import { serviceCallFeeLabel } from '../../data/business';
import { contactLimits, LIMITS } from '../../data/contact';
import { officeSignInLimits } from '../../data/office';
import { reviewRules } from '../../data/review-requests';
import { RENDER_BUDGET } from '../../server/kernel/cache/render-budget';
import { MAX_BODY_BYTES } from '../../server/kernel/http/request-guards';
import { MIN_PASSWORD_LENGTH } from '../../server/office/passwords';
import { SESSION_IDLE_MS, SESSION_MAX_MS } from '../../server/office/store';
import { MAX_TITLE_LENGTH } from '../../server/kernel/pages/page';
import { DEFAULT_LIMITS } from '../../server/office/throttle';

const root = path.resolve(import.meta.dirname, '..', '..');
const docs = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];

/**
 * The sentences of a Markdown file, in one pass over its lines: a paragraph or list item is joined into one line
 * and cut at each ". "; a heading or table row is one sentence of its own; code blocks are skipped.
 */
function sentencesOf(markdown: string): string[] {
  const sentences: string[] = [];
  let block: string[] = [];
  let inCode = false;
  const flush = () => {
    if (block.length > 0) sentences.push(...block.join(' ').split('. '));
    block = [];
  };
  for (const raw of markdown.split('\n')) {
    const line = raw.trim();
    if (line.startsWith('```')) {
      flush();
      inCode = !inCode;
    } else if (inCode) {
      continue;
    } else if (line === '') {
      flush();
    } else if (line.startsWith('#') || line.startsWith('|')) {
      flush();
      sentences.push(line);
    } else {
      // A list item starts a new block; its wrapped lines join it.
      if (line.startsWith('- ') || line.startsWith('* ') || /^\d+\. /.test(line)) flush();
      block.push(line);
    }
  }
  flush();
  return sentences;
}

/**
 * The numbers written in a sentence, in order: "2,000" is 2000, "1.5" is 1.5. Digits inside a word or a name
 * ("argon2id", "SHA-256", "Password2026!", "8:00", "-05:00") are not numbers of the sentence.
 */
function numbersIn(sentence: string): number[] {
  const partOfWord = (char: string | undefined) => char !== undefined && /[A-Z:-]/i.test(char);
  return [...sentence.matchAll(/\d+(?:[.,]\d+)*/g)]
    .filter((match) => !partOfWord(sentence[match.index - 1]) && !partOfWord(sentence[match.index + match[0].length]))
    .map((match) => Number(match[0].replaceAll(',', '')));
}

interface Claim {
  doc: string;
  /** Words of the one sentence that states the limit, without its numbers. */
  phrase: string;
  /** Every number of that sentence, in order. */
  numbers: number[];
}

const minutes = (ms: number) => ms / 60_000;
const hours = (ms: number) => ms / 3_600_000;
const KB = 1024;

const claims: Claim[] = [
  {
    doc: 'docs/booking.md',
    phrase: 'visits per window (technicians on the road',
    numbers: [bookingRules.capacity],
  },
  { doc: 'docs/booking.md', phrase: 'a window can be booked until', numbers: [bookingRules.noticeMinutes / 60] },
  { doc: 'docs/booking.md', phrase: '**Horizon**: today and the', numbers: [bookingRules.horizonDays - 1] },
  {
    doc: 'docs/booking.md',
    phrase: 'live bookings (not cancelled, window not yet over) per phone number and',
    numbers: [
      bookingLimits.liveBookingsPerPhone,
      bookingLimits.bookingsPerClientPerDay,
      bookingLimits.requestsPerClient,
      bookingLimits.requestsWindowMinutes,
    ],
  },
  { doc: 'docs/booking.md', phrase: 'days after the window ends', numbers: [bookingLimits.manageLinkDaysAfterVisit] },
  { doc: 'docs/booking.md', phrase: 'a body over', numbers: [415, MAX_BODY_BYTES / KB, 413] },
  {
    doc: 'docs/booking.md',
    phrase: '| this phone number or e-mail address has',
    numbers: [409, bookingLimits.liveBookingsPerPhone, bookingLimits.liveBookingsPerPhone],
  },
  {
    doc: 'docs/booking.md',
    phrase: 'bookings from this client address today',
    numbers: [429, bookingLimits.bookingsPerClientPerDay],
  },
  {
    doc: 'docs/booking.md',
    phrase: 'booking requests from this client in',
    numbers: [429, bookingLimits.requestsPerClient, bookingLimits.requestsWindowMinutes],
  },
  { doc: 'docs/booking.md', phrase: 'free windows nearest in time', numbers: [bookingLimits.alternatives] },
  {
    doc: 'docs/booking.md',
    phrase: 'One budget per client address',
    // An IPv6 address counts by its /56.
    numbers: [56, bookingLimits.requestsPerClient, bookingLimits.requestsWindowMinutes],
  },
  {
    doc: 'docs/booking.md',
    phrase: 'headers `RateLimit` and `RateLimit-Policy`',
    numbers: [429, bookingLimits.requestsPerClient, bookingLimits.requestsWindowMinutes * 60],
  },
  { doc: 'docs/booking.md', phrase: 'give a client exactly', numbers: [bookingLimits.requestsPerClient] },
  {
    doc: 'docs/leads.md',
    phrase: 'length limits (name',
    numbers: [LIMITS.name, LIMITS.email, LIMITS.phone, LIMITS.message],
  },
  { doc: 'docs/leads.md', phrase: 'for other content types', numbers: [413, MAX_BODY_BYTES / KB, 415] },
  {
    doc: 'docs/leads.md',
    phrase: 'messages per client address in',
    numbers: [contactLimits.messagesPerClient, contactLimits.windowMinutes],
  },
  {
    doc: 'docs/leads.md',
    phrase: 'messages across two servers',
    numbers: [201, 400, 413, 415, 429, 503, 403, 303, contactLimits.messagesPerClient],
  },
  {
    doc: 'docs/security-and-reliability.md',
    phrase: '| contact submissions',
    numbers: [contactLimits.messagesPerClient, contactLimits.windowMinutes, 429],
  },
  {
    doc: 'docs/security-and-reliability.md',
    phrase: 'new bookings, reschedules, cancels and warranty visits per client address in',
    numbers: [bookingLimits.requestsPerClient, bookingLimits.requestsWindowMinutes, 429],
  },
  {
    doc: 'docs/security-and-reliability.md',
    phrase: '| contact messages per client',
    numbers: [contactLimits.messagesPerClient, contactLimits.windowMinutes],
  },
  {
    doc: 'docs/security-and-reliability.md',
    phrase: '| booking requests per client',
    numbers: [bookingLimits.requestsPerClient, bookingLimits.requestsWindowMinutes],
  },
  {
    doc: 'docs/security-and-reliability.md',
    phrase: '| bookings per client address per day',
    numbers: [bookingLimits.bookingsPerClientPerDay, bookingLimits.liveBookingsPerPhone],
  },
  {
    doc: 'docs/security-and-reliability.md',
    phrase: '| office sign-in failures per account',
    numbers: [
      DEFAULT_LIMITS.perAccountAndClient,
      DEFAULT_LIMITS.perClient,
      minutes(DEFAULT_LIMITS.windowMs),
      DEFAULT_LIMITS.perAccountPerDay,
      DEFAULT_LIMITS.pastDailyBound,
      DEFAULT_LIMITS.deadLinks,
      minutes(DEFAULT_LIMITS.windowMs),
    ],
  },
  {
    doc: 'docs/security-and-reliability.md',
    phrase: 'Wrong passwords are counted per account and client together',
    numbers: [
      DEFAULT_LIMITS.perAccountAndClient,
      minutes(DEFAULT_LIMITS.windowMs),
      DEFAULT_LIMITS.perClient,
      DEFAULT_LIMITS.perAccountPerDay,
      hours(DEFAULT_LIMITS.dayMs),
      DEFAULT_LIMITS.pastDailyBound,
    ],
  },
  {
    doc: 'docs/security-and-reliability.md',
    phrase: '| renders of one-off pages per client',
    numbers: [RENDER_BUDGET.burst, RENDER_BUDGET.perSecond],
  },
  {
    doc: 'docs/security-and-reliability.md',
    phrase: 'bucket in `server/kernel/cache/render-budget.ts`',
    numbers: [RENDER_BUDGET.burst, RENDER_BUDGET.maxClients],
  },
  {
    doc: 'docs/security-and-reliability.md',
    phrase: '| request body',
    numbers: [MAX_BODY_BYTES / KB, 413],
  },
  {
    doc: 'docs/deploying.md',
    phrase: "shares the proxy's limit of",
    numbers: [contactLimits.messagesPerClient, contactLimits.windowMinutes],
  },
  {
    doc: 'docs/office.md',
    phrase: 'counted for one account (the e-mail typed) and one client address together',
    numbers: [
      DEFAULT_LIMITS.perAccountAndClient,
      minutes(DEFAULT_LIMITS.windowMs),
      DEFAULT_LIMITS.perClient,
      DEFAULT_LIMITS.perAccountPerDay,
      hours(DEFAULT_LIMITS.dayMs),
      DEFAULT_LIMITS.pastDailyBound,
      429,
    ],
  },
  { doc: 'docs/office.md', phrase: 'Failures expire after', numbers: [hours(DEFAULT_LIMITS.dayMs)] },
  { doc: 'docs/office.md', phrase: 'A password needs at least', numbers: [MIN_PASSWORD_LENGTH] },
  {
    doc: 'docs/office.md',
    phrase: 'asks per client an hour, past which',
    numbers: [officeSignInLimits.resetsPerClient, 429, officeSignInLimits.resetsPerAddress],
  },
  {
    doc: 'docs/office.md',
    phrase: 'random bytes in the cookie',
    // Decision 0009, the token's 32 bytes, then the session's lifetimes.
    numbers: [9, 32, SESSION_IDLE_MS / 3_600_000, SESSION_MAX_MS / 86_400_000],
  },
  { doc: 'docs/content.md', phrase: 'only when the whole stays within', numbers: [MAX_TITLE_LENGTH] },
  {
    doc: 'docs/reviews.md',
    phrase: 'call-back button are limited',
    numbers: [reviewRules.postsPerClient, reviewRules.postsWindowMinutes, 429],
  },
  {
    doc: 'docs/database.md',
    phrase: 'give one client exactly',
    numbers: [bookingLimits.requestsPerClient, contactLimits.messagesPerClient, 429],
  },
  {
    doc: 'docs/database.md',
    phrase: 'failed sign-ins and dead set-password links of the last',
    numbers: [hours(DEFAULT_LIMITS.dayMs)],
  },
];

/** Sentences the check below would take for a limit, and what they state instead. */
const notLimits: Omit<Claim, 'numbers'>[] = [
  // Benchmark figures: a flood from one client, and what a 429 of the request limits costs.
  { doc: 'docs/performance.md', phrase: 'random zip from one client' },
  { doc: 'docs/security-and-reliability.md', phrase: 'requests from one client on SQLite' },
];

const sentences = new Map(docs.map((doc) => [doc, sentencesOf(readFileSync(path.join(root, doc), 'utf8'))]));

/** The one sentence of `doc` that holds `phrase`; a test failure when none or several do. */
function sentenceOf({ doc, phrase }: Omit<Claim, 'numbers'>): string {
  const found = (sentences.get(doc) ?? []).filter((sentence) => sentence.includes(phrase));
  expect(found, `${doc}: one sentence with "${phrase}" (reworded? update the claim)`).toHaveLength(1);
  return found[0]!;
}

describe('the limits the docs state', () => {
  it.each(claims.map((claim) => [`${claim.doc}: "${claim.phrase}"`, claim] as const))('%s', (_name, claim) => {
    expect(numbersIn(sentenceOf(claim))).toEqual(claim.numbers);
  });

  it('every price the docs give for a service call is the fee in data/business.ts', () => {
    const prices = [...sentences.values()].flat().filter((s) => s.includes('service call') || s.includes('fee'));
    for (const sentence of prices) {
      for (const match of sentence.matchAll(/\$\d+/g)) expect(match[0], sentence).toBe(serviceCallFeeLabel);
    }
  });

  it('no other sentence of README.md or docs/*.md states a limit per client, contact or sign-in', () => {
    const claimed = new Set([...claims, ...notLimits].map(sentenceOf));
    // A number near one of these words is how the docs state a limit; each such sentence needs a claim above.
    const limitWords = [
      'per client',
      'from one client',
      'per phone',
      'per e-mail',
      'live bookings',
      'sign-ins',
      'booking requests',
      'messages',
    ];
    const unclaimed = [...sentences.entries()].flatMap(([doc, list]) =>
      list
        .filter((s) => numbersIn(s).length > 0 && limitWords.some((word) => s.includes(word)) && !claimed.has(s))
        .map((s) => `${doc}: ${s}`),
    );
    expect(unclaimed).toEqual([]);
  });

  it('reads sentences and numbers as a reader would', () => {
    expect(sentencesOf('- **A**: 3 per x;\n  5 per y. Then 2,000 more.\n\n| 1 | b |\n```\n9 in code\n```\n')).toEqual([
      '- **A**: 3 per x; 5 per y',
      'Then 2,000 more.',
      '| 1 | b |',
    ]);
    expect(numbersIn('at 1.5 s, 2,000 characters and 16 KB, SHA-256 of argon2id (`-05:00`).')).toEqual([1.5, 2000, 16]);
  });
});
