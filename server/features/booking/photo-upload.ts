import type { Response } from 'express';
import { bookingPhotoRules } from '../../../data/booking';
import { MAX_BODY_BYTES } from '../../kernel/http/request-guards';
import { readUploads, uploadedFiles, type UploadedFile, type UploadedFiles } from '../../kernel/images';

/** One file the details form sent, as far as it was kept. */
export type SentPhoto = UploadedFile;
export type SentPhotos = UploadedFiles;

/** The photos the details form sent with this request (none unless it was a multipart form with files). */
export const sentPhotos = (res: Response): SentPhotos => uploadedFiles(res);

/** The form's name for its file input. */
export const PHOTO_FIELD = 'photos';

/** The whole multipart body: every photo at its limit, and the text fields around them. */
export const MAX_MULTIPART_BYTES =
  (bookingPhotoRules.maxPhotos + 1) * bookingPhotoRules.maxUploadBytes + MAX_BODY_BYTES;

/**
 * The details step's `multipart/form-data` (decision 0026), read by the one upload reader the team's photo forms
 * use: up to bookingPhotoRules.maxPhotos files of `photos`, each marked when too large, one too many marked too,
 * so the step says what was wrong with everything else kept. Any other body goes on to the other parsers.
 */
export const bookingPhotoUpload = readUploads({
  field: PHOTO_FIELD,
  maxFiles: bookingPhotoRules.maxPhotos,
  maxFileBytes: bookingPhotoRules.maxUploadBytes,
  maxBodyBytes: MAX_MULTIPART_BYTES,
  fieldBytes: MAX_BODY_BYTES,
  fields: 40,
  otherBodies: 'pass',
});
