import busboy from 'busboy';
import type { RequestHandler, Response } from 'express';
import { httpError } from '../http/request-guards';

/** One file a form sent, as far as it was kept. */
export interface UploadedFile {
  filename: string;
  /** What the browser said it is; never trusted: the image library reads the bytes themselves. */
  mimeType: string;
  bytes: Buffer;
  /** The file was larger than allowed: `bytes` is empty, the rest was read and dropped. */
  tooLarge: boolean;
}

/** The files of one field, and whether more were chosen than the form takes. */
export interface UploadedFiles {
  files: UploadedFile[];
  /** More files than `maxFiles` were chosen; the extra ones were read and dropped. */
  tooMany: boolean;
}

interface UploadLocals {
  uploads?: UploadedFiles;
}

/** The files the upload parser kept for this request (none unless it was a multipart form with files). */
export const uploadedFiles = (res: Response): UploadedFiles =>
  (res.locals as UploadLocals).uploads ?? { files: [], tooMany: false };

/** The one file the upload parser kept for this request, or undefined when none was chosen. */
export const uploadedFile = (res: Response): UploadedFile | undefined => uploadedFiles(res).files[0];

export interface UploadLimits {
  /** The form's name for its file input; files of any other field are read and dropped. */
  field: string;
  maxFiles: number;
  maxFileBytes: number;
  /** The whole body: past it the request is refused with 413. */
  maxBodyBytes: number;
  /** Each text field's largest value, and how many text fields the form may have. */
  fieldBytes: number;
  fields: number;
  /**
   * A body that is not multipart: refused with 415 where the route takes only uploads (the team's photo forms),
   * or left to the other body parsers where the same route also takes plain forms and JSON (booking's details).
   */
  otherBodies: 'refuse' | 'pass';
}

/**
 * Reads a `multipart/form-data` form (busboy, streaming): its text fields become `req.body` like a urlencoded
 * form's, and up to `maxFiles` files of `field`, each up to `maxFileBytes`, are kept in memory for
 * uploadedFiles(res). A file over the size limit, or one too many, is read to its end, dropped and marked so,
 * so the form can say what was wrong with everything else typed kept, rather than break the connection. A body
 * past `maxBodyBytes` in all is refused with 413. Behind the guard or the same-site check only: the body is read
 * before any CSRF check can run on its fields.
 */
export function readUploads(limits: UploadLimits): RequestHandler {
  return (req, res, next) => {
    if (!req.is('multipart/form-data'))
      return limits.otherBodies === 'pass' ? next() : next(httpError(415, 'expected multipart/form-data'));
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        limits: {
          fileSize: limits.maxFileBytes,
          files: limits.maxFiles + 1,
          fields: limits.fields,
          fieldSize: limits.fieldBytes,
          parts: limits.fields + limits.maxFiles + 5,
        },
      });
    } catch {
      return next(httpError(400, 'the form could not be read'));
    }
    const body: Record<string, string> = {};
    const kept: UploadedFiles = { files: [], tooMany: false };
    let received = 0;
    let pending = 0;
    let closed = false;
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
      (res.locals as UploadLocals).uploads = kept;
      next();
    };
    const maybeDone = () => {
      if (closed && pending === 0) finish();
    };
    req.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > limits.maxBodyBytes) finish(httpError(413, 'request body too large'));
    });
    parser.on('field', (name, value) => {
      if (!Object.hasOwn(body, name)) body[name] = value;
    });
    parser.on('filesLimit', () => {
      kept.tooMany = true;
    });
    parser.on('file', (name, stream, info) => {
      if (name !== limits.field) return void stream.resume();
      pending++;
      const chunks: Buffer[] = [];
      const file: UploadedFile = {
        filename: info.filename ?? '',
        mimeType: info.mimeType,
        bytes: Buffer.alloc(0),
        tooLarge: false,
      };
      stream.on('data', (chunk: Buffer) => {
        if (!file.tooLarge) chunks.push(chunk);
      });
      stream.on('limit', () => {
        file.tooLarge = true;
        chunks.length = 0;
      });
      stream.on('end', () => {
        file.bytes = file.tooLarge ? Buffer.alloc(0) : Buffer.concat(chunks);
        // "No file chosen" arrives as a part with an empty name and no bytes.
        if (file.tooLarge || file.bytes.length > 0 || file.filename !== '') {
          if (kept.files.length < limits.maxFiles) kept.files.push(file);
          else kept.tooMany = true;
        }
        pending--;
        maybeDone();
      });
    });
    parser.on('error', () => finish(httpError(400, 'the form could not be read')));
    parser.on('close', () => {
      closed = true;
      maybeDone();
    });
    req.pipe(parser);
  };
}

/** Text fields of the team's upload forms are short: a name, a line, the CSRF token. */
const FIELD_BYTES = 4 * 1024;

/** A form with one photo (the team's): refused unless multipart, one file of `field` kept for uploadedFile(res). */
export function readUpload({
  field,
  maxFileBytes,
  maxBodyBytes,
}: {
  field: string;
  maxFileBytes: number;
  maxBodyBytes: number;
}): RequestHandler {
  return readUploads({
    field,
    maxFiles: 1,
    maxFileBytes,
    maxBodyBytes,
    fieldBytes: FIELD_BYTES,
    fields: 20,
    otherBodies: 'refuse',
  });
}
