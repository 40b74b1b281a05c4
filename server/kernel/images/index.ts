/**
 * Images people upload (docs/office.md, "Photos"): read from a multipart form with a size limit (upload.ts), then
 * re-encoded to a small WebP with no metadata (photo.ts). Nothing uploaded is ever stored or served as it came.
 * The team's photos and a customer's photos of the appliance both go through it, each with its own shape.
 */
export {
  PHOTO_MESSAGES,
  PhotoRefused,
  reencodePhoto,
  type EncodedPhoto,
  type PhotoOptions,
  type PhotoRefusal,
  type PhotoShape,
} from './photo';
export {
  readUpload,
  readUploads,
  uploadedFile,
  uploadedFiles,
  type UploadedFile,
  type UploadedFiles,
  type UploadLimits,
} from './upload';
