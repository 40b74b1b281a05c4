/**
 * Images people upload (docs/office.md, "Photos"): read from a multipart form with a size limit (upload.ts), then
 * re-encoded to a small WebP with no metadata (photo.ts). Nothing uploaded is ever stored or served as it came.
 * The team's photos use it today; a customer's photos of the appliance would go through the same two steps.
 */
export { PHOTO_MESSAGES, PhotoRefused, reencodePhoto, type EncodedPhoto, type PhotoRefusal } from './photo';
export { readUpload, uploadedFile, type UploadedFile } from './upload';
