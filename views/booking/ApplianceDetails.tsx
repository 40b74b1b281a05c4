import type { RatingPlate } from '../../data/site/rating-plates';
import type { PhotosKept } from './types';
import { useMessages } from '../components/locale';

/** "Where do I find it?": where the appliance's rating plate usually is, in words and our own small drawing. */
export function RatingPlateHelp({ plate }: { plate: RatingPlate | undefined }) {
  const { booking } = useMessages();
  if (!plate) return null;
  const [x, y, width, height] = plate.plate;
  return (
    <details className="booking__help">
      <summary>{booking.plateQuestion}</summary>
      <div className="booking__help-body">
        <svg className="booking__plate" viewBox="0 0 120 120" width="120" height="120" aria-hidden="true">
          <path d={plate.outline} fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
          <rect x={x} y={y} width={width} height={height} className="booking__plate-mark" />
        </svg>
        <p>
          {booking.plateBefore} {plate.where} {booking.plateAfter}
        </p>
      </div>
    </details>
  );
}

/**
 * Up to three photos (the rating plate, the problem): a plain file input, so it works without JavaScript in the
 * details step's multipart form. Photos already kept (a pending upload) are said, and choosing new ones replaces them.
 */
export function PhotoField({ photos, error }: { photos?: PhotosKept | undefined; error?: string | undefined }) {
  const { booking } = useMessages();
  return (
    <div className="field">
      <label htmlFor="book-photos">{booking.photosLabel}</label>
      <p className="field__hint" id="book-photos-hint">
        {booking.photosHint}
        {photos ? booking.photosAdded(photos.count, booking.photoCount(photos.count)) : ''}
      </p>
      <input
        id="book-photos"
        name="photos"
        type="file"
        accept="image/*"
        multiple
        aria-describedby={error ? 'book-photos-hint book-photos-error' : 'book-photos-hint'}
        aria-invalid={error ? true : undefined}
      />
      {error ? (
        <p className="field__error" id="book-photos-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
