import type { Transaction } from 'kysely';
import type { ReactNode } from 'react';
import type { Writable } from 'node:stream';
import type { InvitePurpose, Tables } from '../kernel/db/schema';
import type { UploadedFile } from '../kernel/images';
import type { OfficeUser } from './storage/records';

// The shell's types in one module that imports no shell module, so the modules that use them (the lines, the
// adapter, the pipeline, the guard) never import one another for a type. It names no feature: a feature's screens
// take their own feature's tools (lines.ts), never the shell's.

/** An office page: its title, its body in the office's layout, and its status. */
export interface OfficePage {
  title: string;
  body: ReactNode;
  status?: number;
}

/** The activity line an action writes with its change (server/office/action.ts). */
export interface ActivityLine {
  action: string;
  detail?: string;
}

/** Who is signed in, set by the guard for the handlers after it. */
export interface SignedIn {
  user: OfficeUser;
  sessionId: string;
  /** The CSRF token every form of the session sends back as `_csrf`. */
  csrf: string;
}

/** What a screen is handed: who is signed in and the request's values; its feature's tools come beside it. */
export interface OfficeRequest {
  user: OfficeUser;
  /** The CSRF token every form of the screen must send back as `_csrf`. */
  csrf: string;
  params: Record<string, string>;
  query: URLSearchParams;
  /** A posted form's fields (string values only); empty for a GET. */
  form: Record<string, string>;
  now: Date;
  clientAddress: string;
  /** The site's public address (SITE_URL), for URLs shown to copy, like the calendar feed's. */
  siteUrl: string;
  /**
   * Runs `work` in one transaction and writes, in that same transaction, the activity line its result carries
   * (in the signed-in user's name): the action pipeline's step (action.ts).
   */
  transact<R extends { activity?: ActivityLine | undefined }>(
    work: (trx: Transaction<Tables>) => Promise<R>,
  ): Promise<R>;
  /** The file of an upload form (routes with `readUpload`), when one was chosen. */
  upload?: UploadedFile;
}

/**
 * A screen's answer: a page, a redirect after a change (303), a file to download (whole, or written to the
 * response as it is read, for an export of every row), or nothing there.
 */
export type OfficeAnswer =
  | { page: OfficePage }
  | { redirect: string }
  | { file: { type: string; name: string; body: string } }
  | { stream: { type: string; name: string; write: (out: Writable) => Promise<unknown> } }
  | { notFound: true };

/**
 * A screen: one office route's answer, as a function of the request. It never sees Express, so it reads the same
 * whether it answers a GET or a refused POST.
 */
export type OfficeScreen = (request: OfficeRequest) => Promise<OfficeAnswer>;

/**
 * The e-mails that carry a set-password link to a person, as the app hands them to the shell: the team feature's
 * outbox (server/features/team/outbox.ts), present only when a mail relay is configured. The shell's Forgot
 * password queues its reset through it, in the transaction that makes the link.
 */
export interface AccountMail {
  /** Queues the e-mail of a link just made, in the transaction that made it; the token is kept only while pending. */
  queueIn(
    trx: Transaction<Tables>,
    mail: { userId: string; kind: InvitePurpose; token: string; now: Date },
  ): Promise<void>;
  /** After the commit: the outbox sends at once rather than at its next poll. */
  nudge(): void;
}
