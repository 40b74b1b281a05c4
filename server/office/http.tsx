import { multiLine, oneLine } from '../../data/text';
import type { RequestHandler } from 'express';
import { uploadedFile } from '../kernel/images';
import { officeContext, signedIn } from './context';
import { activityEntry, clientOf, layoutUser, renderNotFound, renderOffice } from './render';
import { writeActivity } from './storage/activity';
import type { OfficeScreen } from './types';

// The screen's types are in types.ts; features import them from here, the shell's one door for a screen's shape.
export type { OfficeAnswer, OfficePage, OfficeRequest, OfficeScreen } from './types';

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
      const { now, siteUrl, database } = officeContext(res);
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
        siteUrl,
        transact: async (work) => {
          await database.ready();
          return database.db.transaction().execute(async (trx) => {
            const result = await work(trx);
            if (result.activity) await writeActivity(trx, activityEntry(req, res, session.user.email, result.activity));
            return result;
          });
        },
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
      if ('notFound' in answer) return renderNotFound(res);
      renderOffice(res, answer.page, layoutUser(res), req.path.replace(/(?<!\/)\/+$/, '').toLowerCase() || '/');
    } catch (error) {
      next(error);
    }
  };
}
