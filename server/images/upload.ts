import busboy from 'busboy';
import type { RequestHandler, Response } from 'express';
import { httpError } from '../http/request-guards';

/** The one file a form sent, as far as it was kept. */
export interface UploadedFile {
  filename: string;
  /** What the browser said it is; never trusted: the image library reads the bytes themselves. */
  mimeType: string;
  bytes: Buffer;
  /** The file was larger than allowed: `bytes` is empty, the rest was read and dropped. */
  tooLarge: boolean;
}

interface UploadLocals {
  upload?: UploadedFile;
}

/** The file the upload parser kept for this request, or undefined when none was chosen. */
export const uploadedFile = (res: Response): UploadedFile | undefined => (res.locals as UploadLocals).upload;

/** Text fields of an upload form are short: a name, a line, the CSRF token. */
const FIELD_BYTES = 4 * 1024;

/**
 * Reads a `multipart/form-data` form with one file field (busboy, streaming): its text fields become `req.body`
 * like a urlencoded form's, and the file, up to `maxFileBytes`, is kept in memory for `uploadedFile(res)`. A
 * larger file is read to its end and dropped (so the form can say what was wrong instead of a broken
 * connection), any other file field is ignored, and a body past `maxBodyBytes` in all is refused with 413.
 * Behind the guard only: the body is read before any CSRF check can run on its fields.
 */
export function readUpload({
  field,
  maxFileBytes,
  maxBodyBytes,
}: {
  field: string;
  maxFileBytes: number;
  maxBodyBytes: number;
}): RequestHandler {
  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next(httpError(415, 'expected multipart/form-data'));
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: { fileSize: maxFileBytes, files: 1, fields: 20, fieldSize: FIELD_BYTES, parts: 25 },
      });
    } catch {
      return next(httpError(400, 'the form could not be read'));
    }
    const body: Record<string, string> = {};
    let file: UploadedFile | undefined;
    let received = 0;
    let finished = false;
    const finish = (error?: Error) => {
      if (finished) return;
      finished = true;
      req.unpipe(parser);
      if (error) {
        // Whatever is left of the body is not read: the connection cannot be reused.
        res.set('Connection', 'close');
        req.resume();
        return next(error);
      }
      req.body = body;
      if (file) (res.locals as UploadLocals).upload = file;
      next();
    };
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBodyBytes) finish(httpError(413, 'request body too large'));
    });
    parser.on('field', (name, value) => {
      if (!Object.hasOwn(body, name)) body[name] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== field || file) {
        stream.resume();
        return;
      }
      const chunks: Buffer[] = [];
      const kept: UploadedFile = {
        filename: info.filename ?? '',
        mimeType: info.mimeType,
        bytes: Buffer.alloc(0),
        tooLarge: false,
      };
      stream.on('data', (chunk: Buffer) => {
        if (!kept.tooLarge) chunks.push(chunk);
      });
      stream.on('limit', () => {
        kept.tooLarge = true;
        chunks.length = 0;
      });
      stream.on('end', () => {
        kept.bytes = kept.tooLarge ? Buffer.alloc(0) : Buffer.concat(chunks);
        // "No file chosen" arrives as a part with an empty name and no bytes.
        if (kept.tooLarge || kept.bytes.length > 0 || kept.filename !== '') file = kept;
      });
    });
    parser.on('error', () => finish(httpError(400, 'the form could not be read')));
    parser.on('close', () => finish());
    req.pipe(parser);
  };
}
