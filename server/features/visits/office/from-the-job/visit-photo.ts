import type { NextFunction, Request, Response } from 'express';
import { officeNotFound } from '../../../../office/routes/not-found';
import { sendPrivatePhoto } from '../../../booking';
import type { VisitsOfficeTools } from '../tools';

/**
 * GET /office/visits/:reference/photos/:id: one photo from the job, past the office guard: the desk, and the
 * technician assigned to the visit (anyone else's visit is a 404 to a technician, as an unknown one is). Answered
 * as the customer's photos are: never stored by any cache, not indexed; any other visit's photo id is a 404.
 */
export async function visitPhotoFile(
  tools: Pick<VisitsOfficeTools, 'bookings' | 'records'>,
  req: Request,
  res: Response,
  next: NextFunction,
): Promise<void> {
  try {
    // Whose visit it is was settled by the route's policy (ownVisitPolicy) before this handler.
    const found = await tools.bookings.bookingByReference(String(req.params.reference ?? ''));
    const photo = found && (await tools.records.photo(found.id, String(req.params.id ?? '')));
    if (!photo) {
      officeNotFound(req, res, next);
      return;
    }
    sendPrivatePhoto(res, photo);
  } catch (error) {
    next(error);
  }
}
