import type { Response } from 'express';
import type { Locale } from '../../../data/locale';
import { messagesFor } from '../../../data/messages';
import { findServiceIn } from '../../../data/site/localized';
import { firstFree, longDate } from '../../../views/components/window-words';
import { WarrantyPage, type WarrantyPageProps } from '../../../views/booking/WarrantyPage';
import { pageTitle, type Page } from '../../kernel/pages/page';
import {
  bookingContext,
  bookingToday,
  dayChoices,
  manageUrl,
  sendManage,
  spokenOnLink,
  visitAddress,
  type StoredBooking,
} from '../booking';
import { warrantyMessages, warrantyMessagesIn, type WarrantyState } from './warranty';

/** The warranty flow's pages (routes/warranty.tsx and warranty-book.tsx): the two steps, and the stops. */

export type WarrantyShown =
  | { step: 'window'; chosen?: string | undefined; error?: string | undefined }
  | { step: 'confirm'; chosen: { start: string; end: string }; note?: string; noteError?: string; error?: string }
  | { step: 'stop'; error: string };

/** Where a Done visit's warranty stops the flow: not done (409), ended (422), a warranty visit booked (409). */
export function warrantyStop(
  state: WarrantyState | undefined,
  locale: Locale = 'en',
): { error: string; status: number } | undefined {
  const messages = warrantyMessagesIn(locale);
  if (!state) return { error: messages.notDone, status: 409 };
  if (!state.covers) return { error: messages.ended(state.endsOn), status: 422 };
  if (state.open) return { error: messages.already(state.open), status: 409 };
  return undefined;
}

/** The page of one step (or a stop) of booking a warranty visit from `booking`'s link. */
export async function sendWarrantyPage(
  res: Response,
  token: string,
  booking: StoredBooking,
  state: WarrantyState | undefined,
  shown: WarrantyShown,
  status = 200,
): Promise<void> {
  const original = state?.original ?? booking;
  // The customer's language, the booking's (issue 41 item 1): the steps, their refusals and the days in it.
  const locale = booking.language;
  const said = (error: string | undefined) => (error === undefined ? undefined : spokenOnLink(error, locale));
  const noteError = (error: string | undefined) =>
    error === warrantyMessages.note ? warrantyMessagesIn(locale).note : said(error);
  const props: WarrantyPageProps = {
    original: {
      reference: original.reference,
      service: findServiceIn(locale, original.service)?.name ?? original.service,
      address: visitAddress(original),
      zip: original.zip,
      name: original.name,
      phone: original.phone,
      email: original.email,
      problem: original.problem,
    },
    path: manageUrl(token),
    endsOn: state ? longDate(state.endsOn, locale) : '',
    step: shown.step,
    ...(shown.step === 'window' ? { picker: await pickerFor(res, shown.chosen), error: said(shown.error) } : {}),
    ...(shown.step === 'confirm'
      ? {
          chosen: shown.chosen,
          note: shown.note ?? '',
          noteError: noteError(shown.noteError),
          error: said(shown.error),
        }
      : {}),
    ...(shown.step === 'stop' ? { error: said(shown.error) } : {}),
  };
  const { warranty } = messagesFor(locale);
  const page: Page = {
    status,
    bookLinks: false,
    locale,
    head: {
      title: pageTitle(warranty.title(booking.reference)),
      description: warranty.description,
      path: `${manageUrl(token)}/warranty`,
      noindex: true,
    },
    body: <WarrantyPage {...props} />,
  };
  sendManage(res, page);
}

/** The booking picker's days, `chosen` checked when it is still free, else the earliest free window. */
async function pickerFor(res: Response, chosen: string | undefined) {
  const days = dayChoices(await bookingContext(res).service.days());
  const free = days.flatMap((day) => day.windows).filter((window) => window.remaining > 0);
  const wanted = chosen === undefined ? undefined : Date.parse(chosen);
  return {
    days,
    today: bookingToday(res),
    chosen: free.find((window) => Date.parse(window.start) === wanted)?.start ?? firstFree(days)?.start ?? '',
  };
}
