/** A private photo as an office list shows it: its own address, and its size so the page does not shift. */
export interface ThumbnailView {
  id: string;
  href: string;
  width: number;
  height: number;
}

/**
 * Photos as thumbnails, each linking to itself at full size: the customer's on the booking page, the technician's
 * from the job. `from` names whose they are in each picture's text ("From the job, 1 of 3").
 */
export function PhotoThumbnails({ photos, from }: { photos: readonly ThumbnailView[]; from: string }) {
  return (
    <ul className="office-photos">
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <a href={photo.href}>
            <img
              src={photo.href}
              alt={`${from}, ${index + 1} of ${photos.length}`}
              width={photo.width}
              height={photo.height}
              loading="lazy"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
