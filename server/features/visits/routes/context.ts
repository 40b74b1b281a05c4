import type { RequestHandler, Response } from 'express';
import type { BookingWarranty } from '../warranty';

interface WarrantyLocals {
  warranty?: BookingWarranty;
}

/**
 * The warranty routes' own first handler after booking's (which hands them the booking context their pages are
 * drawn with): hands the request the visits feature's warranty, and changes nothing else.
 */
export function provideWarranty(warranty: BookingWarranty): RequestHandler {
  return (_req, res, next) => {
    (res.locals as WarrantyLocals).warranty = warranty;
    next();
  };
}

/** The warranty for this request; a warranty route mounted without provideWarranty before it is a bug. */
export function warrantyOf(res: Response): BookingWarranty {
  const warranty = (res.locals as WarrantyLocals).warranty;
  if (!warranty) throw new Error('a warranty handler ran without provideWarranty before it');
  return warranty;
}
