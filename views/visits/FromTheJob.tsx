import { PhotoThumbnails } from '../components/PhotoThumbnails';
import { Field } from '../components/forms/Field';
import { line, lines, when } from '../office/format';

/** A photo from the job at its office-only address (the visit's own technician and the desk may open it). */
export interface JobPhotoView {
  id: string;
  href: string;
  width: number;
  height: number;
}

/** What the technician recorded on a visit: the note, if any, and the photos in the order taken. */
export interface JobRecordView {
  note?: { body: string; authorEmail: string; updatedAt: string } | undefined;
  photos: JobPhotoView[];
}

/** The office-only address of one photo from the job. */
export const jobPhotoHref = (reference: string, id: string) =>
  `/office/visits/${encodeURIComponent(reference)}/photos/${encodeURIComponent(id)}`;

/** The photos, each a thumbnail linking to itself at full size. */
export function JobPhotos({ photos }: { photos: readonly JobPhotoView[] }) {
  if (photos.length === 0) return null;
  return <PhotoThumbnails photos={photos} from="From the job" />;
}

function JobNote({ note }: { note: NonNullable<JobRecordView['note']> }) {
  return (
    <>
      <p className="office-message">{lines(note.body)}</p>
      <p className="office-muted">
        {line(note.authorEmail)} · {when(note.updatedAt)}
      </p>
    </>
  );
}

/** The booking page's "From the job": what the technician wrote and photographed; nothing until there is some. */
export function FromTheJob({ record }: { record: JobRecordView | undefined }) {
  if (!record || (!record.note && record.photos.length === 0)) return null;
  return (
    <section aria-labelledby="from-the-job-heading" className="office-block">
      <h2 id="from-the-job-heading">From the job</h2>
      {record.note && <JobNote note={record.note} />}
      <JobPhotos photos={record.photos} />
    </section>
  );
}

/** The customer's history, one visit: the note and the photos' count, the thumbnails linking to each. */
export function FromTheJobInHistory({ record }: { record: JobRecordView | undefined }) {
  if (!record || (!record.note && record.photos.length === 0)) return null;
  const count = record.photos.length;
  return (
    <div>
      <p>
        <strong>From the job</strong>
        {count > 0 ? ` · ${count} photo${count === 1 ? '' : 's'}` : ''}
      </p>
      {record.note && <p className="office-message">{lines(record.note.body)}</p>}
      <JobPhotos photos={record.photos} />
    </div>
  );
}

export interface JobRecordFormsProps {
  reference: string;
  record: JobRecordView;
  csrf: string;
  /** The largest note, and how many photos a visit keeps. */
  limits: { note: number; photos: number };
  /** A refused note, with the text sent, or a refused photo, and why. */
  refused?: { note?: { text: string; error: string }; photo?: string } | undefined;
}

/**
 * The technician's visit page, "From the job": the note (saving again replaces it, so the form holds the note
 * as it stands) and the photos, one added at a time by a plain multipart form.
 */
export function JobRecordForms({ reference, record, csrf, limits, refused }: JobRecordFormsProps) {
  const base = `/office/visits/${encodeURIComponent(reference)}`;
  const left = limits.photos - record.photos.length;
  return (
    <section aria-labelledby="from-the-job-heading" className="office-block">
      <h2 id="from-the-job-heading">From the job</h2>
      <form method="post" action={`${base}/note`} className="office-form">
        <input type="hidden" name="_csrf" value={csrf} />
        <Field id="job-note" label="Note from the job (the office sees it)" error={refused?.note?.error}>
          {(control) => (
            <textarea
              {...control}
              name="body"
              rows={5}
              maxLength={limits.note}
              defaultValue={refused?.note?.text ?? record.note?.body ?? ''}
            />
          )}
        </Field>
        <p className="office-muted">
          Up to {limits.note.toLocaleString('en-US')} characters. Saving replaces the note; an empty note removes it.
        </p>
        <button type="submit" className="btn btn--secondary">
          Save note
        </button>
      </form>
      <h3>Photos</h3>
      <JobPhotos photos={record.photos} />
      <p className="office-muted">
        {record.photos.length} of {limits.photos} photos.
      </p>
      {left > 0 ? (
        <form method="post" action={`${base}/photos`} encType="multipart/form-data" className="office-form">
          <input type="hidden" name="_csrf" value={csrf} />
          <Field id="job-photo" label="Add a photo (JPEG, PNG, WebP, GIF, HEIC or AVIF)" error={refused?.photo}>
            {(control) => <input {...control} type="file" name="photo" accept="image/*" required />}
          </Field>
          <button type="submit" className="btn btn--secondary">
            Add photo
          </button>
        </form>
      ) : refused?.photo ? (
        <p className="field__error" role="alert">
          {refused.photo}
        </p>
      ) : (
        <p>This visit has {limits.photos} photos, the most it keeps.</p>
      )}
    </section>
  );
}
