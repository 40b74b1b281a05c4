import express, { type Request, type RequestHandler, type Response } from 'express';
import { randomUUID } from 'node:crypto';
import { bookingRules, type BookingFieldErrors, type BookingValues } from '../../data/booking';
import { business } from '../../data/business';
import { findService } from '../../data/services';
import { oneLine } from '../../data/text';
import { lookupZip } from '../../data/zip-lookup';
import { MessageLinks, MessagePage } from '../../views/components/MessagePage';
import { windowInWords, type DayChoice, type WindowChoice } from '../../views/pages/book/format';
import { ConfirmHoldPage, type ConfirmHoldPageProps } from '../../views/pages/book/ConfirmHoldPage';
import { HeldNotice, type HeldInfo } from '../../views/pages/book/HeldNotice';
import { ManagePage, type ManagePageProps } from '../../views/pages/book/ManagePage';
import { earliestStepAtFault, type BookStep } from '../../views/pages/book/types';
import { MAX_BODY_BYTES, requireBodyType } from '../http/request-guards';
import { limiter, type RequestLimit } from '../limits/rate-limit';
import { bookFlowPage, emptyBookingValues, type BookPageState } from '../pages/book';
import { pageTitle, type Page } from '../pages/page';
import { bookingMessages, heldInfo, manageUrl, windowOf, windowText, type BookingService } from './service';
import { newReference, newToken, type StoredBooking } from './store';
import type { HeldBooking } from './surge';
import { findCoupon, parseInstant, readBookingValues, validateBooking, type BookingRequest } from './validation';
import { isoInZone, localDate } from './windows';

export interface BookingPageOptions {
  service: BookingService;
  /** The public origin, for the manage link in full. */
  siteUrl: string;
  /** Renders a page through the app's document pipeline (layout, head, assets). */
  render: (page: Page) => string;
  /** The clock the service reads. */
  now?: () => Date;
  /** The bookings, reschedules and cancels one client may send, shared with the booking API. */
  rateLimit: RequestLimit;
}

/** The endpoints of /book's later steps and the customer's manage page, as the route table mounts them. */
export interface BookingPageHandlers {
  /** GET /book with a zip code or a window: steps 2 and 3 (step 1 alone is the cached page). */
  steps: RequestHandler[];
  /** POST /book: the steps that carry personal details, and the booking itself. */
  post: RequestHandler[];
  manage: RequestHandler[];
  /** POST /booking/{token}/confirm: the button on the page a held booking's e-mailed link opens. */
  confirm: RequestHandler[];
  reschedule: RequestHandler[];
  cancel: RequestHandler[];
  /** GET /api/availability/next: the earliest free window, for "Next available" on cached pages. */
  next: RequestHandler[];
}

const phone = business.phone.display;

/** Step 2 and later show live availability or a visitor's details: never cached anywhere, never indexed. */
function privately(res: Response) {
  res.set({ 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' });
}

const dayChoices = (days: Awaited<ReturnType<BookingService['days']>>): DayChoice[] =>
  days.map((day) => ({
    date: day.date,
    ...(day.closed ? { closed: day.closed } : {}),
    windows: day.windows.map(windowOf),
  }));

/** "… Nearest free windows: Tuesday, Nov 24, 10 am–12 pm; …" after a refusal that offers some. */
function withAlternatives(message: string, alternatives: readonly WindowChoice[]): string {
  if (alternatives.length === 0) return message;
  return `${message} Nearest free windows: ${alternatives.map(windowInWords).join('; ')}.`;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

export function bookingPageHandlers({
  service,
  siteUrl,
  render,
  now = () => new Date(),
  rateLimit: limit,
}: BookingPageOptions): BookingPageHandlers {
  const send = (res: Response, page: Page) => {
    privately(res);
    res
      .status(page.status ?? 200)
      .type('html')
      .send(render(page));
  };
  const today = () => localDate(now().getTime(), bookingRules.timeZone);

  /** Step 1 again, with why the zip or appliance was refused. */
  const whereStep = (res: Response, values: BookingValues, errors: BookingFieldErrors, formError?: string) =>
    send(
      res,
      bookFlowPage({
        step: 'where',
        values,
        errors,
        ...(formError ? { formError } : {}),
        status: formError ? 422 : 400,
      }),
    );

  /** Step 2 with live windows; `chosen` is preselected when it is still free. */
  const windowStep = async (res: Response, values: BookingValues, extra: Partial<BookPageState> = {}) => {
    const days = dayChoices(await service.days());
    send(res, bookFlowPage({ step: 'window', values, days, today: today(), ...extra }));
  };

  /** Whether the zip and appliance let the visitor past step 1; if not, step 1 has been answered. */
  const placeChecked = (res: Response, values: BookingValues): boolean => {
    const errors: BookingFieldErrors = {};
    const zip = lookupZip(values.zip);
    if (zip.kind === 'none') errors.zip = 'Please enter the zip code of the address we are visiting.';
    else if (zip.kind === 'invalid') errors.zip = bookingMessages.badZip;
    if (!findService(values.service)) errors.service = bookingMessages.badService;
    if (Object.keys(errors).length > 0) {
      whereStep(res, values, errors);
      return false;
    }
    if (zip.kind === 'outside') {
      whereStep(res, values, {}, bookingMessages.outside(zip.zip));
      return false;
    }
    if (zip.kind !== 'none' && zip.kind !== 'invalid') values.zip = zip.zip;
    return true;
  };

  /** The window if it can be booked now, or step 2 answered with why not (the visitor's values kept). */
  const windowChecked = async (res: Response, values: BookingValues): Promise<boolean> => {
    const start = parseInstant(values.windowStart);
    const offered = (await service.windows()).find((window) => Date.parse(window.start) === start);
    if (offered && offered.remaining > 0) {
      values.windowStart = offered.start;
      return true;
    }
    const error = offered ? bookingMessages.full : 'Please choose one of the arrival windows shown.';
    const alternatives = offered ? await service.alternatives(start) : [];
    await windowStep(res, values, {
      status: offered ? 409 : 400,
      ...(offered ? { formError: withAlternatives(error, alternatives) } : { errors: { windowStart: error } }),
      values: { ...values, windowStart: alternatives[0]?.start ?? '' },
    });
    return false;
  };

  /** A page-answering handler whose failures (the database gone) become the step again with the phone number. */
  const guarded =
    (handle: (req: Request, res: Response) => Promise<void>): RequestHandler =>
    async (req, res) => {
      try {
        await handle(req, res);
      } catch (error) {
        req.log.error({ err: error }, 'booking page failed');
        if (res.headersSent) return;
        const values = readBookingValues(req.body ?? req.query);
        const step: BookStep = req.method === 'POST' && values.name ? 'review' : 'where';
        send(
          res,
          bookFlowPage({
            step: values.windowStart ? step : 'where',
            values,
            errors: {},
            formError: bookingMessages.unavailable,
            status: 503,
          }),
        );
      }
    };

  const steps = guarded(async (req, res) => {
    const query = req.query as Record<string, unknown>;
    const values = emptyBookingValues();
    values.zip = oneLine(text(query.zip)).slice(0, 10);
    values.service = oneLine(text(query.service)).slice(0, 60);
    values.coupon = findCoupon(oneLine(text(query.coupon))) ?? '';
    values.windowStart = oneLine(text(query.window)).slice(0, 40);
    if (!placeChecked(res, values)) return;
    if (values.windowStart === '') return windowStep(res, values);
    if (!(await windowChecked(res, values))) return;
    send(res, bookFlowPage({ step: 'details', values, errors: {} }));
  });

  const stepsOrNext: RequestHandler = (req, res, next) => {
    const query = req.query as Record<string, unknown>;
    if (text(query.zip).trim() === '' && text(query.window) === '') return next();
    return steps(req, res, next);
  };

  const post = guarded(async (req, res) => {
    const body = (req.body ?? {}) as Record<string, unknown>;
    const step = text(body.step);
    const values = readBookingValues(body);
    if (!placeChecked(res, values)) return;

    if (step === 'window') return windowStep(res, values);
    if (step === 'details') {
      if (!(await windowChecked(res, values))) return;
      return send(res, bookFlowPage({ step: 'details', values, errors: {} }));
    }

    const result = validateBooking(body);
    // A bot that filled the honeypot goes through the steps like anyone; only booking itself is pretended.
    if (result.kind === 'spam' && step === 'confirm') return fakeBooked(res, result.booking);
    if (result.kind === 'invalid') {
      const at = earliestStepAtFault(result.errors) ?? 'details';
      if (at === 'window') return windowStep(res, values, { errors: result.errors, status: 400 });
      return send(res, bookFlowPage({ step: at, values, errors: result.errors, status: 400 }));
    }
    // What the visitor meant, spelled as we store it (a coupon in capitals, the zip's five digits).
    const cleaned: BookingValues = { ...result.values, zip: result.booking.zip, coupon: result.booking.coupon };
    if (step !== 'confirm') {
      if (!(await windowChecked(res, cleaned))) return;
      return send(res, bookFlowPage({ step: 'review', values: cleaned, errors: {} }));
    }

    const outcome = await service.create(result.booking, req.ip ?? '');
    switch (outcome.kind) {
      case 'held':
        // Answered here rather than redirected: there is no page to go to until the e-mailed link is used, and
        // posting again only says the link was sent already.
        return send(res, heldPage(heldInfo(outcome)));
      case 'booked':
        privately(res);
        res.redirect(303, `${manageUrl(outcome.token)}?booked=1`);
        return;
      case 'outside':
        return whereStep(res, cleaned, {}, bookingMessages.outside(outcome.zip));
      case 'full':
      case 'refused':
        // Lost the race (or the window went past its notice while the visitor typed): the picker again, the
        // nearest free window preselected, every typed value carried along.
        return windowStep(
          res,
          { ...cleaned, windowStart: outcome.alternatives[0]?.start ?? '' },
          {
            status: outcome.kind === 'full' ? 409 : 422,
            formError: withAlternatives(outcome.error, outcome.alternatives),
          },
        );
      case 'limit':
        return send(
          res,
          bookFlowPage({
            step: 'review',
            values: cleaned,
            errors: {},
            formError: outcome.error,
            status: outcome.by === 'client' ? 429 : 409,
          }),
        );
    }
  });

  const tokenOf = (req: Request) => String(req.params.token ?? '');

  const notFoundPage = (): Page => ({
    status: 404,
    head: {
      title: pageTitle('Booking Not Found'),
      description: `This booking link of ${business.name} does not work.`,
      path: '/book',
      noindex: true,
    },
    body: (
      <MessagePage eyebrow="Booking not found" heading="We could not find that booking" headingId="booking-missing">
        <p>{bookingMessages.notFound}</p>
        <MessageLinks links={[{ href: '/book', label: 'Book a new visit' }]} />
        <p>
          <a className="tel" href={business.phone.href}>
            Call {phone}
          </a>
        </p>
      </MessagePage>
    ),
  });

  /** After a booking was held (the surge defence): check your e-mail, within the hold's minutes. */
  const heldPage = (held: HeldInfo): Page => ({
    status: 202,
    head: {
      title: pageTitle('Check Your Email to Confirm'),
      description: `Confirm your ${business.name} repair visit through the link we e-mailed you.`,
      path: '/book',
      noindex: true,
    },
    body: (
      <section className="section booking-page" aria-labelledby="book-held-title">
        <div className="container narrow">
          <p className="eyebrow">Online booking</p>
          <HeldNotice held={held} heading="h1" />
        </div>
      </section>
    ),
  });

  const expiredPage = (): Page => ({
    status: 410,
    head: {
      title: pageTitle('Confirmation Link Expired'),
      description: `This confirmation link of ${business.name} has expired.`,
      path: '/book',
      noindex: true,
    },
    body: (
      <MessagePage eyebrow="Link expired" heading="This Confirmation Link Has Expired" headingId="hold-expired">
        <p>{bookingMessages.holdExpired}</p>
        <MessageLinks links={[{ href: '/book', label: 'Book a visit' }]} />
        <p>
          <a className="tel" href={business.phone.href}>
            Call {phone}
          </a>
        </p>
      </MessagePage>
    ),
  });

  /** The page a held booking's link opens: the request, and the button that confirms it. */
  const confirmPage = async (
    token: string,
    hold: HeldBooking,
    options: { error?: string; chosen?: string; picker?: boolean; status?: number } = {},
  ): Promise<Page> => {
    const path = manageUrl(token);
    const { timeZone } = bookingRules;
    const props: ConfirmHoldPageProps = {
      hold: {
        service: findService(hold.service)?.name ?? hold.service,
        start: isoInZone(Date.parse(hold.windowStart), timeZone),
        end: isoInZone(Date.parse(hold.windowEnd), timeZone),
        address: hold.address,
        zip: hold.zip,
        name: hold.name,
        phone: hold.phone,
        email: hold.email,
        expiresAt: isoInZone(Date.parse(hold.expiresAt), timeZone),
      },
      path,
      error: options.error,
      picker: options.picker
        ? { days: dayChoices(await service.days()), today: today(), chosen: options.chosen ?? '' }
        : undefined,
    };
    return {
      ...(options.status ? { status: options.status } : {}),
      head: {
        title: pageTitle('Confirm Your Repair Visit'),
        description: `Confirm your ${business.name} repair visit.`,
        path,
        noindex: true,
      },
      body: <ConfirmHoldPage {...props} />,
    };
  };

  const summary = (booking: StoredBooking): ManagePageProps['booking'] => ({
    reference: booking.reference,
    status: booking.status,
    service: `${findService(booking.service)?.name ?? booking.service}`,
    ...windowText(booking),
    address: booking.address,
    zip: booking.zip,
    name: booking.name,
    phone: booking.phone,
    email: booking.email,
    brand: booking.brand,
    problem: booking.problem,
    coupon: booking.coupon,
  });

  const changeable = (booking: StoredBooking) =>
    booking.status === 'booked' && Date.parse(booking.windowStart) > now().getTime();

  const managePage = async (
    token: string,
    booking: StoredBooking,
    options: {
      notice?: ManagePageProps['notice'];
      error?: string;
      reschedule?: boolean;
      chosen?: string;
      status?: number;
    } = {},
  ): Promise<Page> => {
    const path = manageUrl(token);
    const open = changeable(booking);
    const picker =
      open && options.reschedule
        ? {
            days: dayChoices(await service.days()),
            today: today(),
            chosen: options.chosen ?? (await service.nextFree())?.start ?? '',
          }
        : undefined;
    return {
      ...(options.status ? { status: options.status } : {}),
      head: {
        title: pageTitle(booking.status === 'cancelled' ? 'Visit Cancelled' : `Your Repair Visit ${booking.reference}`),
        description: `Your ${business.name} repair visit: the window, the address, and how to change it.`,
        path,
        noindex: true,
      },
      body: (
        <ManagePage
          booking={summary(booking)}
          path={path}
          url={siteUrl + path}
          notice={options.notice}
          changeable={open}
          error={options.error}
          picker={picker}
        />
      ),
    };
  };

  /** The manage page: private, unindexed, and its link never sent to another site as a referrer. */
  const sendManage = (res: Response, page: Page) => {
    res.set('Referrer-Policy', 'no-referrer');
    send(res, page);
  };

  /**
   * A bot filled the honeypot: it gets the confirmation a visitor sees, with the window it asked for, a
   * reference and a manage link in the real ones' format, and nothing is stored. It comes straight back rather
   * than through the 303 to /booking/{token}, whose page would say no such booking exists.
   */
  const fakeBooked = async (res: Response, request: BookingRequest) => {
    const at = now().toISOString();
    const booking: StoredBooking = {
      ...request,
      id: randomUUID(),
      reference: newReference(),
      windowStart: new Date(request.windowStart).toISOString(),
      windowEnd: new Date(request.windowStart + bookingRules.windowMinutes * 60_000).toISOString(),
      tokenExpiresAt: at,
      status: 'booked',
      sequence: 0,
      createdAt: at,
      updatedAt: at,
      cancelledAt: null,
      changedBy: null,
    };
    sendManage(res, await managePage(newToken(), booking, { notice: 'booked' }));
  };

  const noticeOf = (query: Record<string, unknown>): ManagePageProps['notice'] =>
    query.booked === '1' ? 'booked' : query.moved === '1' ? 'moved' : query.cancelled === '1' ? 'cancelled' : undefined;

  /** A link that opens no booking may be a held booking's: its confirm page, or why it cannot be confirmed. */
  const holdOrNotFound = async (token: string): Promise<Page> => {
    const hold = await service.findHold(token);
    if (hold?.status === 'held') return confirmPage(token, hold);
    if (hold?.status === 'expired') return expiredPage();
    return notFoundPage();
  };

  const manage = guarded(async (req, res) => {
    const token = tokenOf(req);
    const booking = await service.find(token);
    if (!booking) return sendManage(res, await holdOrNotFound(token));
    const query = req.query as Record<string, unknown>;
    sendManage(
      res,
      await managePage(token, booking, { notice: noticeOf(query), reschedule: query.reschedule === '1' }),
    );
  });

  const confirm = guarded(async (req, res) => {
    const token = tokenOf(req);
    const chosen = text((req.body as Record<string, unknown> | undefined)?.windowStart);
    const outcome = await service.confirm(token, chosen === '' ? undefined : (parseInstant(chosen) ?? Number.NaN));
    switch (outcome.kind) {
      case 'booked':
      case 'already':
        // Confirming twice is harmless: both land on the booked visit.
        privately(res);
        res.redirect(303, `${manageUrl(token)}?booked=1`);
        return;
      case 'not-found':
        return sendManage(res, notFoundPage());
      case 'expired':
        return sendManage(res, expiredPage());
      case 'full':
      case 'refused':
        // The window filled (or passed its notice) while the link waited: the picker, nearest free preselected.
        return sendManage(
          res,
          await confirmPage(token, outcome.hold, {
            error: withAlternatives(outcome.error, outcome.alternatives),
            picker: true,
            chosen: outcome.alternatives[0]?.start ?? '',
            status: outcome.kind === 'full' ? 409 : 422,
          }),
        );
      case 'limit':
        return sendManage(
          res,
          await confirmPage(token, outcome.hold, { error: outcome.error, status: outcome.by === 'client' ? 429 : 409 }),
        );
    }
  });

  const reschedule = guarded(async (req, res) => {
    const token = tokenOf(req);
    const booking = await service.find(token);
    if (!booking) return sendManage(res, notFoundPage());
    const start = parseInstant(text((req.body as Record<string, unknown> | undefined)?.windowStart));
    if (start === undefined && changeable(booking)) {
      return sendManage(
        res,
        await managePage(token, booking, {
          reschedule: true,
          error: 'Please choose one of the arrival windows shown.',
          status: 400,
        }),
      );
    }
    const outcome = await service.reschedule(token, start ?? Number.NaN);
    switch (outcome.kind) {
      case 'changed':
        privately(res);
        res.redirect(303, `${manageUrl(token)}?moved=1`);
        return;
      case 'not-found':
        return sendManage(res, notFoundPage());
      case 'started':
        return sendManage(
          res,
          await managePage(token, outcome.booking, { error: bookingMessages.started, status: 422 }),
        );
      case 'cancelled':
        return sendManage(
          res,
          await managePage(token, outcome.booking, { error: bookingMessages.cancelled, status: 409 }),
        );
      case 'full':
      case 'refused':
        return sendManage(
          res,
          await managePage(token, outcome.booking, {
            reschedule: true,
            error: withAlternatives(outcome.error, outcome.alternatives),
            ...(outcome.alternatives[0] ? { chosen: outcome.alternatives[0].start } : {}),
            status: outcome.kind === 'full' ? 409 : 422,
          }),
        );
    }
  });

  const cancel = guarded(async (req, res) => {
    const token = tokenOf(req);
    const outcome = await service.cancel(token);
    switch (outcome.kind) {
      case 'changed':
      case 'cancelled':
        privately(res);
        res.redirect(303, `${manageUrl(token)}?cancelled=1`);
        return;
      case 'not-found':
        return sendManage(res, notFoundPage());
      case 'started':
        return sendManage(
          res,
          await managePage(token, outcome.booking, { error: bookingMessages.started, status: 422 }),
        );
      case 'refused':
      case 'full':
        return sendManage(res, await managePage(token, outcome.booking, { error: outcome.error, status: 409 }));
    }
  });

  const limited = limiter(limit, {
    // Moving between steps is free; booking and changing a booking count.
    skip: (req) => req.path === '/book' && text((req.body as Record<string, unknown> | undefined)?.step) !== 'confirm',
    handler: (req, res) => {
      const values = readBookingValues(req.body);
      if (req.path === '/book')
        send(
          res,
          bookFlowPage({ step: 'review', values, errors: {}, formError: bookingMessages.tooMany, status: 429 }),
        );
      else {
        privately(res);
        res.status(429).type('text').send(`${bookingMessages.tooMany}`);
      }
    },
  });
  const form = [
    express.urlencoded({ extended: false, limit: MAX_BODY_BYTES }),
    requireBodyType('application/x-www-form-urlencoded'),
  ];

  const next = async (req: Request, res: Response) => {
    try {
      const window = (await service.nextFree()) ?? null;
      // The same answer for everyone for a minute: the pages that show it stay cacheable, the database calm.
      res.set('Cache-Control', 'public, max-age=60').json({ timeZone: bookingRules.timeZone, window });
    } catch (error) {
      req.log.error({ err: error }, 'next available window failed');
      res.status(503).set('Cache-Control', 'no-store').json({ error: bookingMessages.unavailable, phone });
    }
  };

  return {
    steps: [stepsOrNext],
    next: [next],
    post: [...form, limited, post],
    manage: [manage],
    confirm: [...form, limited, confirm],
    reschedule: [...form, limited, reschedule],
    cancel: [...form, limited, cancel],
  };
}
