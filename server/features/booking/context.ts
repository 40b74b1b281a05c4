import type { RequestHandler, Response } from 'express';
import type { ReactNode } from 'react';
import type { Page } from '../../kernel/pages/page';
import type { AvailabilityAnswers } from './availability/availability-answers';
import type { LimitPeek } from './availability/limit-peek';
import type { BookingPhotos } from './photos';
import type { BookingService } from './service';
import type { StoredBooking } from './store';
import type { TechnicianCardLookup } from '../team';
import type { WarrantyStateReader } from './warranty/state';

/**
 * What every booking handler needs of its app: made once by the feature (index.ts) and handed to each request by
 * the first handler of every booking route, so the handlers themselves are plain exported functions that
 * `npm run routes` can name (the same pattern as the office's, server/office/context.ts).
 */
export interface BookingContext {
  service: BookingService;
  /** The clock the service reads; tests move it. */
  now: () => Date;
  /** Renders a page through the app's document pipeline (layout, head, assets). */
  render: (page: Page) => string;
  /** The public origin, for the manage link in full. */
  siteUrl: string;
  /** What the manage page shows of the technician assigned: first name, bio, photo; never a contact detail. */
  technicianCard: TechnicianCardLookup;
  /** Whether this visitor is at a booking limit already, read without spending any (limit-peek.ts). */
  limitPeek: LimitPeek;
  /** The visitors' photos of the appliance (photos.ts). */
  photos: BookingPhotos;
  /** Where a Done visit's warranty stands, for the manage page's card (warranty/state.ts). */
  warrantyState: WarrantyStateReader;
  /** The availability API's answers, made once per reading of the database (availability-answers.ts). */
  availability: AvailabilityAnswers;
  /** Whether the visit's number replied STOP, so it gets no texts (visit-texts.ts's textsStopped). */
  textsStopped: (phone: string) => Promise<{ sender?: string } | undefined>;
  /** What later features show on the manage page (an estimate to approve): added at assembly, read per request. */
  manageSections: readonly ManageSection[];
}

/**
 * A part of the customer's manage page that a later feature brings (the estimates'): given the booking, its link's
 * token and the clock, what to show, or nothing. Booking knows no feature after it; each adds its own.
 */
export type ManageSection = (booking: StoredBooking, token: string, now: Date) => Promise<ReactNode>;

interface BookingLocals {
  bookingContext?: BookingContext;
}

/** Every booking route's first handler: hands the request the feature's context, and changes nothing else. */
export function provideBooking(context: BookingContext): RequestHandler {
  return (_req, res, next) => {
    (res.locals as BookingLocals).bookingContext = context;
    next();
  };
}

/** The booking feature's context for this request; a handler mounted without provideBooking before it is a bug. */
export function bookingContext(res: Response): BookingContext {
  const context = (res.locals as BookingLocals).bookingContext;
  if (!context) throw new Error('a booking handler ran without provideBooking before it');
  return context;
}
