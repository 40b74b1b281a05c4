import { multiLine, oneLine } from '../../data/text';
import type { RequestHandler } from 'express';
import type { Writable } from 'node:stream';
import { uploadedFile, type UploadedFile } from '../kernel/images';
import type { SystemTools } from '../features/system';
import type { TeamOffers } from '../features/team';
import { officeContext, signedIn, type OfficeBookingTools, type OfficeTexts } from './context';
import { clientOf, layoutUser, logActivity, renderOffice, type OfficePage } from './render';
import { officeNotFound } from './routes/not-found';
import type { OfficeStore, OfficeUser } from './store';
import type { Transaction } from 'kysely';
import type { Tables } from '../kernel/db/schema';
import type { ActivityLine } from './lines';
import { writeActivity } from './storage/activity';
import { MAX_EMAIL_LENGTH } from './render';

export type { OfficeBookingTools } from './context';
export type { OfficePage } from './render';

/** What a screen is handed: who is signed in, the request's values, and the office's tools. */
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
  store: OfficeStore;
  booking: OfficeBookingTools;
  /** The site's public address (SITE_URL), for URLs shown to copy, like the calendar feed's. */
  siteUrl: string;
  /** Writes a line to the activity log in the signed-in user's name. */
  log: (action: string, detail?: string) => Promise<void>;
  /**
   * Runs `work` in one transaction and writes, in that same transaction, the activity line its result carries
   * (in the signed-in user's name): the action pipeline's step (action.ts).
   */
  transact<R extends { activity?: ActivityLine | undefined }>(
    work: (trx: Transaction<Tables>) => Promise<R>,
  ): Promise<R>;
  /** The file of an upload form (routes with `readUpload`), when one was chosen. */
  upload?: UploadedFile;
  /** The team's photos (server/features/team/). */
  photos: TeamOffers['photos'];
  /** Texts to customers (server/features/texts/), when they are on. */
  texts?: OfficeTexts | undefined;
  /** Shows a change of what the public pages show (a review published) on this server at once. */
  refreshSite?: (() => Promise<void>) | undefined;
  /** The queues, storage and version (server/features/system/), for the System screen. */
  system?: SystemTools | undefined;
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
 * A screen: one office route's answer, as a function of the request (routes/<name>.tsx). It never sees Express,
 * so it reads the same whether it answers a GET or a refused POST.
 */
export type OfficeScreen = (request: OfficeRequest) => Promise<OfficeAnswer>;

/**
 * The one adapter every screen runs through, past the guard: builds the screen's request and sends its answer.
 * The route table names the screen itself as the route's answer (`answeredBy`).
 */
/**
 * The office's free-text fields (a note, a new visit's problem, what was done on a visit); every other field of
 * its forms is one line.
 */
const MULTI_LINE_FIELDS = new Set(['body', 'problem', 'workDone']);

export function answerScreen(screen: OfficeScreen): RequestHandler {
  return async (req, res, next) => {
    try {
      const { store, now, booking, siteUrl, photos, texts, refreshSite, system, database } = officeContext(res);
      const upload = uploadedFile(res);
      const session = signedIn(res);
      const queryAt = req.originalUrl.indexOf('?');
      // Every field through the one cleaner (data/text.ts), so no screen can forget it: a note keeps its lines.
      const form: Record<string, string> = {};
      for (const [key, value] of Object.entries((req.body as Record<string, unknown> | undefined) ?? {})) {
        if (typeof value === 'string') form[key] = MULTI_LINE_FIELDS.has(key) ? multiLine(value) : oneLine(value);
      }
      const answer = await screen({
        user: session.user,
        csrf: session.csrf,
        params: req.params as Record<string, string>,
        query: new URLSearchParams(queryAt === -1 ? '' : req.originalUrl.slice(queryAt + 1)),
        form,
        now: now(),
        clientAddress: clientOf(req),
        store,
        booking,
        siteUrl,
        log: (action, detail) => logActivity(req, res, session.user.email, action, detail),
        transact: async (work) => {
          await database.ready();
          return database.db.transaction().execute(async (trx) => {
            const result = await work(trx);
            if (result.activity)
              await writeActivity(trx, {
                at: now().toISOString(),
                userEmail: oneLine(session.user.email).slice(0, MAX_EMAIL_LENGTH),
                action: result.activity.action,
                detail: oneLine(result.activity.detail ?? '').slice(0, 500),
                clientAddress: clientOf(req),
              });
            return result;
          });
        },
        photos,
        texts,
        refreshSite,
        system,
        ...(upload ? { upload } : {}),
      });
      if ('redirect' in answer) return res.redirect(303, answer.redirect);
      if ('file' in answer) {
        res.type(answer.file.type).attachment(answer.file.name).send(answer.file.body);
        return;
      }
      if ('stream' in answer) {
        // Once the first bytes are out a failure cannot become an error page: the write destroys the response, so
        // the download fails instead of ending as a file that looks whole.
        res.type(answer.stream.type).attachment(answer.stream.name);
        await answer.stream.write(res);
        return;
      }
      if ('notFound' in answer) return officeNotFound(req, res, next);
      renderOffice(res, answer.page, layoutUser(res), req.path.replace(/(?<!\/)\/+$/, '').toLowerCase() || '/');
    } catch (error) {
      next(error);
    }
  };
}
