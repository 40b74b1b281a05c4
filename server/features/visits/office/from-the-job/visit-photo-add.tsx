import * as v from 'valibot';
import { oneLine } from '../../../../../data/text';
import type { EncodedPhoto } from '../../../../kernel/images';
import { officeAction, type FeatureScreen } from '../../../../office';
import { encodeAppliancePhoto, type OfficeBooking } from '../../../booking';
import { MAX_JOB_PHOTOS } from '../../records';
import type { VisitsOfficeTools } from '../tools';
import { visitPage } from '../visit';

const FULL = `This visit has ${MAX_JOB_PHOTOS} photos from the job, the most it keeps. Nothing was added.`;

/** The photo, re-encoded before the transaction (the slow part), then stored with its activity line. */
const addPhoto = officeAction<
  v.ObjectSchema<Record<string, never>, undefined>,
  VisitsOfficeTools & { booking: OfficeBooking; encoded: EncodedPhoto }
>({
  // The file is the whole form (its CSRF token was checked with the upload).
  form: v.object({}),
  refused: () => ({ notFound: true }),
  async apply({ trx, request, tools }) {
    const { booking, encoded, records } = tools;
    const added = await records.addPhotoIn(trx, {
      bookingId: booking.id,
      encoded,
      by: request.user.email,
      at: request.now,
    });
    if (added === 'full') return { answer: () => visitPage(request, tools, { status: 409, photo: FULL }) };
    return {
      answer: { redirect: `/office/visits/${encodeURIComponent(booking.reference)}?saved=photo` },
      activity: {
        action: 'Visit photo added',
        detail: `${oneLine(booking.name)} (${booking.reference}): ${encoded.width} × ${encoded.height}`,
      },
    };
  },
});

/**
 * POST /office/visits/:reference/photos (multipart, one file `photo`): a photo from the job, re-encoded as the
 * customer's photos are (a JPEG at most 1,600 px, no metadata) and kept privately. The visit's own technician and
 * the desk only (the route's policy). No file, one too large or not an image is a 400 on the visit's page; a
 * seventh photo a 409, with nothing stored.
 */
export const visitPhotoAddScreen: FeatureScreen<VisitsOfficeTools> = async (request, tools) => {
  const booking = await tools.bookings.bookingByReference(request.params.reference ?? '');
  if (!booking || booking.status !== 'booked') return { notFound: true };
  if (!request.upload) return visitPage(request, tools, { status: 400, photo: 'Please choose a photo first.' });
  // Said before the photo is read: a full visit need not wait for the re-encoding.
  const { photos } = await tools.records.recordOf(booking.id);
  if (photos.length >= MAX_JOB_PHOTOS) return visitPage(request, tools, { status: 409, photo: FULL });
  const encoded = await encodeAppliancePhoto(request.upload);
  if (encoded.kind === 'refused') return visitPage(request, tools, { status: 400, photo: encoded.message });
  return addPhoto(request, { ...tools, booking, encoded: encoded.photo });
};
