import type { NextFunction, Request, Response } from 'express';
import { lookupDigits, phoneMatches } from './phone-lookup';
import type { BookingOfficeTools } from './tools';

/**
 * GET /office/api/customers?phone=0215: New Visit's lookup as JSON, asked by its island as the phone is typed
 * (client/islands/phone-lookup.tsx): `{ customers: [{ id, name, phone, email }] }`, the same customers the lookup
 * step lists. 400 with `{ error }` unless `phone` is a phone being typed with 4 digits or more. Past the guard: the
 * desk's roles (401 JSON without a session, as every /office/api/ path); never cached.
 */
export async function customerLookupJson(
  tools: Pick<BookingOfficeTools, 'customers'>,
  req: Request,
  res: Response,
  next: NextFunction,
): Promise<void> {
  try {
    const phone = typeof req.query.phone === 'string' ? req.query.phone : '';
    const digits = lookupDigits(phone);
    res.set('Cache-Control', 'no-store');
    if (!digits) {
      res.status(400).json({ error: 'Send at least 4 digits of the phone number as ?phone=.' });
      return;
    }
    res.json({ customers: await phoneMatches(tools, digits) });
  } catch (error) {
    next(error);
  }
}
