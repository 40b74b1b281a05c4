import type { Feature, FeatureContext } from '../kernel/feature';
import { officeFeature, type OfficeTuning } from '../office';
// The features, in their order: each may use (through its index.ts) only the ones imported above it. The
// boundary rules (.dependency-cruiser.cjs) read this order from these imports, so keep one import per feature,
// in order.
import { textsFeature, type TextsTuning } from '../features/texts';
import { customersFeature, customersOfficeLines } from '../features/customers';
import { teamFeature, teamOfficeLines, type TeamTuning } from '../features/team';
import { leadsFeature, leadsOfficeLines, type LeadsTuning } from '../features/leads';
import { bookingFeature, bookingNoteStore, bookingOfficeLines, type BookingTuning } from '../features/booking';
import { reviewsFeature, reviewsOfficeLines, type ReviewsTuning } from '../features/reviews';
import { chargesFeature, chargesOfficeLines, type ChargesTuning } from '../features/charges';
import { estimatesFeature, estimatesOfficeLines, type EstimatesTuning } from '../features/estimates';
import { jobsFeature, jobsOfficeLines, type JobsTuning } from '../features/jobs';
import { paymentsFeature, paymentsOfficeLines, refundOfficeLines, type PaymentsTuning } from '../features/payments';
import { visitsFeature, visitsOfficeLines } from '../features/visits';
import { reportsFeature, reportsOfficeLines } from '../features/reports';
import { exportsFeature, exportsOfficeLines } from '../features/exports';
import { publicContentFeature, type PublicContentTuning } from '../features/public-content';
import { seoFeature } from '../features/seo';
import { systemFeature, systemOfficeLines, type SystemTuning } from '../features/system';
import { todayFeature, todayOfficeLines } from '../features/today';
import { pages } from './pages';

/** What tests and benchmarks may set of the features: limits raised, clocks and outboxes tuned. */
export interface FeatureTuning {
  /** Contact-form submissions allowed per client; tests that send many raise it. */
  contactRateLimit?: LeadsTuning['rateLimit'];
  /** Booking requests allowed per client; tests that send many raise it. */
  bookingRateLimit?: BookingTuning['rateLimit'];
  /** The surge defence's thresholds (data/booking.ts's surgeRules by default); the benchmark raises them. */
  surgeRules?: BookingTuning['surgeRules'];
  /** The clock booking rules and the office (sessions, throttling, Today) read; tests set it. */
  now?: () => Date;
  /** The office's sign-in throttle; tests shorten it. */
  officeLimits?: OfficeTuning['limits'];
  /** Office lines a test mounts beside the features' (the action pipeline's own test). */
  officeLines?: OfficeTuning['lines'];
  /** Retry timing and logging of the lead e-mail outbox (only started when SMTP_URL is set). */
  leadOutbox?: LeadsTuning['outbox'];
  /** Retry timing, logging and clock of the booking e-mail outbox (only started when SMTP_URL is set). */
  bookingOutbox?: BookingTuning['outbox'];
  /** Retry timing, logging and clock of the receipt outbox (only started when SMTP_URL is set). */
  receiptOutbox?: ChargesTuning['outbox'];
  /** Retry timing, logging and clock of the estimates' outbox (only started when SMTP_URL is set). */
  estimateOutbox?: EstimatesTuning['outbox'];
  /** Retry timing, logging and clock of the jobs' outbox, "your parts are in" (only started when SMTP_URL is set). */
  jobOutbox?: JobsTuning['outbox'];
  /** Retry timing, logging and clock of the set-password e-mails' outbox (only started when SMTP_URL is set). */
  accountOutbox?: TeamTuning['outbox'];
  /** Retry timing, deadline, logging and clock of the text outbox (only started when SMS_URL is set). */
  textOutbox?: TextsTuning['outbox'];
  /**
   * Whether, and how often, this server reads the published reviews and the team its pages show. server/index.ts
   * turns it on; an app made for one test shows none unless it asks (and opens no database for it).
   */
  publicContent?: PublicContentTuning;
  /** Retry timing, logging and clock of the review outbox (only started when SMTP_URL is set). */
  reviewOutbox?: ReviewsTuning['outbox'];
  /** Review form posts allowed per client; tests that send many raise it. */
  reviewRateLimit?: ReviewsTuning['rateLimit'];
  /** The queue watch's interval and the alert e-mails' outbox (only started when SMTP_URL is set). */
  system?: SystemTuning;
  /** The payments' reconciler: how often it runs (only started when STRIPE_SECRET_KEY is set). */
  payments?: PaymentsTuning;
}

/** The visit screens' texts: whether a phone may be texted, and the consent the desk heard on the phone. */
function officeTextConsent(context: FeatureContext, texts: ReturnType<typeof textsFeature>['offers']) {
  if (!texts.enabled) return undefined;
  return {
    permission: (phone: string) => texts.permission(context.database.db, phone),
    recordPhoneConsent: (trx: Parameters<typeof texts.recordConsent>[0], phone: string, by: string) =>
      texts.recordConsent(trx, { phone, source: 'office-phone', detail: by }),
  };
}

/**
 * Every feature of the site, each assembled by its folder's index.ts, in the order their routes are tried
 * (before the page table, which the app mounts last). A new feature is one folder and one line here; a feature
 * is handed what the ones above it offer.
 */
export function assembleFeatures(context: FeatureContext, options: FeatureTuning): Feature<unknown>[] {
  const seo = seoFeature(context, { pages });
  // Before leads and booking: each links its customer as it is written.
  const customers = customersFeature(context);
  const leads = leadsFeature(
    context,
    { customers: customers.offers },
    { rateLimit: options.contactRateLimit, outbox: options.leadOutbox },
  );
  const texts = textsFeature(context, { outbox: options.textOutbox });
  // Before booking: what customers see of the technician coming (technicianCard) is the team's.
  const team = teamFeature(context, { outbox: options.accountOutbox });
  // Before visits: a visit marked Done writes its review request (server/features/visits/dispatch.ts).
  const reviews = reviewsFeature(context, {
    outbox: options.reviewOutbox,
    rateLimit: options.reviewRateLimit,
    texts: texts.offers,
  });
  const booking = bookingFeature(context, {
    rateLimit: options.bookingRateLimit,
    surgeRules: options.surgeRules,
    outbox: options.bookingOutbox,
    technicianCard: team.offers.technicianCard,
    // The consent box and the visit's texts beside its e-mails.
    texts: texts.offers,
  });
  // Before visits: the price book, the sales tax and the estimates written on a visit, approved on its manage page.
  const estimates = estimatesFeature(
    context,
    { booking: booking.offers, texts: texts.offers },
    { outbox: options.estimateOutbox },
  );
  // After estimates: an approved estimate's job, its parts on order and the return visit (docs/jobs.md).
  const jobs = jobsFeature(context, { booking: booking.offers, texts: texts.offers }, { outbox: options.jobOutbox });
  // The job after the booking: dispatch, the visit's status and texts, the feeds, the warranty visit (decision 0047).
  const visits = visitsFeature(context, { booking: booking.offers, reviews: reviews.offers, jobs: jobs.offers });
  // What the cached pages show of the database: published reviews and the technicians (the team's cards).
  const publicContent = publicContentFeature(context, { team: team.offers }, options.publicContent);
  // Price and receipt: the prices of Done visits and the receipt outbox; the office's screens record them.
  const charges = chargesFeature(context, { outbox: options.receiptOutbox });
  // A job's return visit is priced from its approved estimate (charges comes before jobs: a slot it fills).
  charges.offers.addJobPricing(jobs.offers.pricing);
  // After jobs and charges: Pay $X on the manage page, the receipt and its text (docs/payments.md).
  const paying = { booking: booking.offers, charges: charges.offers, texts: texts.offers };
  const payments = paymentsFeature(context, paying, options.payments);
  // The queues' figures, /metrics and the owners' alerts; the office's System screen shows them.
  const system = systemFeature(context, options.system);
  const reports = reportsFeature(context);
  const exports = exportsFeature(context);
  const today = todayFeature(context, {
    booking: booking.offers,
    visits: visits.offers,
    leads: leads.offers,
    estimates: estimates.offers,
    jobs: jobs.offers,
    payments: payments.offers,
  });
  const office = officeFeature(
    context,
    {
      // Each feature's office screens, mounted by the shell behind its guard (server/office/routes/index.ts).
      lines: [
        ...todayOfficeLines(today.offers.office),
        ...leadsOfficeLines(leads.offers.office),
        ...bookingOfficeLines({
          bookings: booking.offers.bookings,
          newVisits: booking.offers.newVisits,
          schedule: booking.offers.schedule,
          photos: booking.offers.photos,
          ownVisit: booking.offers.ownVisit,
          // Book This Customer: the lead a phone-in booking starts from.
          lead: (id) => leads.offers.office.leads.lead(id),
          // New Visit's lookup by phone and Book Again: the customers and the one search.
          customers: customers.offers,
          // The job's, shown beside the bookings: warranty links and whether the calendar feed has an address.
          warranty: visits.offers.warranty,
          feedSecret: visits.offers.feedSecret,
        }),
        ...visitsScreens(context, { booking, visits, charges, estimates, jobs, customers, texts, payments }),
        ...chargesOfficeLines(charges.offers.office),
        ...estimatesOfficeLines(estimates.offers.office),
        ...jobsOfficeLines(jobs.offers.office),
        ...paymentsOfficeLines(payments.offers.office),
        ...refundOfficeLines(payments.offers.refunds),
        ...customersOfficeLines({
          customers: customers.offers.store,
          search: customers.offers.search,
          engine: context.database.engine,
          warranty: visits.offers.warranty,
          jobsOfVisits: jobs.offers.jobsOfVisits,
          // "From the job" in the customer's history: the visits feature's records (visits comes after customers).
          jobRecords: visits.offers.records.recordsOf,
        }),
        // Publishing a review shows on this server's pages at once, after its commit.
        ...reviewsOfficeLines({ ...reviews.offers.office, refreshSite: publicContent.offers.refresh }),
        ...teamOfficeLines({ ...team.offers.office, refreshSite: publicContent.offers.refresh }),
        ...exportsOfficeLines(exports.offers.office),
        ...reportsOfficeLines(reports.offers.office),
        ...systemOfficeLines(system.offers.tools),
      ],
      // Forgot password on the sign-in page e-mails its link through the team's outbox.
      accountMail: team.offers.accountMail,
    },
    { limits: options.officeLimits, lines: options.officeLines },
  );
  return [
    seo,
    customers,
    leads,
    texts,
    team,
    reviews,
    publicContent,
    booking,
    visits,
    charges,
    estimates,
    jobs,
    payments,
    system,
    reports,
    exports,
    today,
    office,
  ];
}

/** The job's office screens (visits'), handed what booking, charges, estimates, jobs, customers and texts offer. */
function visitsScreens(
  context: FeatureContext,
  features: {
    booking: ReturnType<typeof bookingFeature>;
    visits: ReturnType<typeof visitsFeature>;
    charges: ReturnType<typeof chargesFeature>;
    estimates: ReturnType<typeof estimatesFeature>;
    jobs: ReturnType<typeof jobsFeature>;
    customers: ReturnType<typeof customersFeature>;
    texts: ReturnType<typeof textsFeature>;
    payments: ReturnType<typeof paymentsFeature>;
  },
) {
  const { booking, visits, charges, estimates, jobs, customers, texts, payments } = features;
  return visitsOfficeLines({
    bookings: booking.offers.bookings,
    photos: booking.offers.photos,
    ownVisit: booking.offers.ownVisit,
    dispatch: visits.offers.dispatch,
    feedSecret: visits.offers.feedSecret,
    warranty: visits.offers.warranty,
    schedule: booking.offers.schedule,
    calendarFeed: visits.offers.calendarFeed,
    technicianFeed: visits.offers.technicianFeed,
    charges: charges.offers.charges,
    estimates: estimates.offers.summaries,
    job: jobs.offers.visitJob,
    jobsOfVisits: jobs.offers.jobsOfVisits,
    onlinePayments: payments.offers.visitPayments,
    notes: bookingNoteStore(context.database),
    records: visits.offers.records,
    customers: customers.offers.store,
    texts: officeTextConsent(context, texts.offers),
  });
}
