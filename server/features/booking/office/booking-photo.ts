import type { NextFunction, Request, Response } from 'express';
import { officeNotFound } from '../../../office/routes/not-found';
import { sendPrivatePhoto } from '../photos';
import type { BookingOfficeTools } from './tools';

/**
 * GET /office/bookings/:reference/photos/:id: one of the customer's photos, past the office guard: the desk, and
 * the technician assigned to the visit (anyone else's visit is a 404 to a technician, as an unknown one is).
 * Private: never stored by any cache, not indexed, shown inline; any other booking's photo id is the office's 404.
 */
export async function bookingPhotoFile(
  tools: Pick<BookingOfficeTools, 'bookings' | 'photos'>,
  req: Request,
  res: Response,
  next: NextFunction,
): Promise<void> {
  try {
    // Whose visit it is was settled by the route's policy (ownVisitPolicy) before this handler.
    const found = await tools.bookings.bookingByReference(String(req.params.reference ?? ''));
    const photo = found && (await tools.photos.get(found.id, String(req.params.id ?? '')));
    if (!photo) {
      officeNotFound(req, res, next);
      return;
    }
    sendPrivatePhoto(res, photo);
  } catch (error) {
    next(error);
  }
}
