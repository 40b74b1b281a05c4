import busboy from 'busboy';
import type { RequestHandler, Response } from 'express';
import { bookingPhotoRules } from '../../data/booking';
import { httpError, MAX_BODY_BYTES } from '../http/request-guards';

/** One file the details form sent, as far as it was kept. */
export interface SentPhoto {
  filename: string;
  bytes: Buffer;
  /** Larger than bookingPhotoRules.maxUploadBytes: `bytes` is empty, the rest was read and dropped. */
  tooLarge: boolean;
}

export interface SentPhotos {
  files: SentPhoto[];
  /** More files than bookingPhotoRules.maxPhotos were chosen; the extra ones were read and dropped. */
  tooMany: boolean;
}

interface PhotoLocals {
  sentPhotos?: SentPhotos;
}

/** The photos the details form sent with this request (none unless it was a multipart form with files). */
export const sentPhotos = (res: Response): SentPhotos =>
  (res.locals as PhotoLocals).sentPhotos ?? { files: [], tooMany: false };

/** The form's name for its file input. */
export const PHOTO_FIELD = 'photos';

/** The whole multipart body: every photo at its limit, and the text fields around them. */
export const MAX_MULTIPART_BYTES =
  (bookingPhotoRules.maxPhotos + 1) * bookingPhotoRules.maxUploadBytes + MAX_BODY_BYTES;

/**
 * The details step's `multipart/form-data` (busboy, streaming; decision 0026): its text fields become `req.body`
 * like a urlencoded form's, and up to bookingPhotoRules.maxPhotos files of the `photos` field are kept in memory
 * for sentPhotos(res). A file over the size limit, or one too many, is read to its end and dropped and marked so,
 * so the step can say what was wrong with everything else typed kept, rather than break the connection. A body
 * past the limit in all is refused with 413. Any other body goes on to the other parsers.
 */
export const bookingPhotoUpload: RequestHandler = (req, res, next) => {
  if (!req.is('multipart/form-data')) return next();
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      limits: {
        fileSize: bookingPhotoRules.maxUploadBytes,
        files: bookingPhotoRules.maxPhotos + 1,
        fields: 40,
        fieldSize: MAX_BODY_BYTES,
        parts: 50,
      },
    });
  } catch {
    return next(httpError(400, 'the form could not be read'));
  }
  const body: Record<string, string> = {};
  const sent: SentPhotos = { files: [], tooMany: false };
  let received = 0;
  let pending = 0;
  let closed = false;
  let finished = false;
  const finish = (error?: Error) => {
    if (finished) return;
    finished = true;
    req.unpipe(parser);
    if (error) {
      res.set('Connection', 'close');
      req.resume();
      return next(error);
    }
    req.body = body;
    (res.locals as PhotoLocals).sentPhotos = sent;
    next();
  };
  const maybeDone = () => {
    if (closed && pending === 0) finish();
  };
  req.on('data', (chunk: Buffer) => {
    received += chunk.length;
    if (received > MAX_MULTIPART_BYTES) finish(httpError(413, 'request body too large'));
  });
  parser.on('field', (name, value) => {
    if (!Object.hasOwn(body, name)) body[name] = value;
  });
  parser.on('filesLimit', () => {
    sent.tooMany = true;
  });
  parser.on('file', (name, stream, info) => {
    if (name !== PHOTO_FIELD) return void stream.resume();
    pending++;
    const chunks: Buffer[] = [];
    const file: SentPhoto = { filename: info.filename ?? '', bytes: Buffer.alloc(0), tooLarge: false };
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
        if (sent.files.length < bookingPhotoRules.maxPhotos) sent.files.push(file);
        else sent.tooMany = true;
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
