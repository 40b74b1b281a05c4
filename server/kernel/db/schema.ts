import type { ColumnType, Generated } from 'kysely';
import type { RefundStatus } from '../../../data/refunds';
import type { VisitStatus } from '../../../data/visit-status';
import type { Locale } from '../../../data/locale';

export type { RefundStatus } from '../../../data/refunds';

/**
 * The tables, as the code sees them. A new table is one migration in migrations/ plus its interface here and a
 * repository module beside the code that uses it (as server/features/leads/store.ts is for `leads`).
 *
 * Instants are written as ISO 8601 strings in UTC. PostgreSQL keeps them as timestamptz and hands back a Date,
 * SQLite as text and hands back the string; `instant()` in engine.ts reads either.
 */
export type Instant = ColumnType<Date | string, string, string>;

export interface Tables {
  leads: LeadsTable;
  lead_emails: LeadEmailsTable;
  bookings: BookingsTable;
  window_places: WindowPlacesTable;
  office_users: OfficeUsersTable;
  office_sessions: OfficeSessionsTable;
  office_login_failures: OfficeLoginFailuresTable;
  office_activity: OfficeActivityTable;
  lead_notes: LeadNotesTable;
  schedule_capacity: ScheduleCapacityTable;
  schedule_days: ScheduleDaysTable;
  schedule_settings: ScheduleSettingsTable;
  booking_emails: BookingEmailsTable;
  rate_limits: RateLimitsTable;
  booking_holds: BookingHoldsTable;
  texts: TextsTable;
  text_consents: TextConsentsTable;
  text_replies: TextRepliesTable;
  booking_notes: BookingNotesTable;
  booking_events: BookingEventsTable;
  office_invites: OfficeInvitesTable;
  team_photos: TeamPhotosTable;
  customers: CustomersTable;
  customer_records: CustomerRecordsTable;
  customer_merges: CustomerMergesTable;
  customer_merge_records: CustomerMergeRecordsTable;
  search_terms: SearchTermsTable;
  search_words: SearchWordsTable;
  search_names: SearchNamesTable;
  booking_photos: BookingPhotosTable;
  visit_charges: VisitChargesTable;
  review_requests: ReviewRequestsTable;
  reviews: ReviewsTable;
  lead_events: LeadEventsTable;
  review_alerts: ReviewAlertsTable;
  queue_incidents: QueueIncidentsTable;
  system_alerts: SystemAlertsTable;
  queue_dismissals: QueueDismissalsTable;
  price_book_items: PriceBookItemsTable;
  sales_tax_rates: SalesTaxRatesTable;
  deposit_settings: DepositSettingsTable;
  estimates: EstimatesTable;
  estimate_options: EstimateOptionsTable;
  estimate_lines: EstimateLinesTable;
  estimate_emails: EstimateEmailsTable;
  account_emails: AccountEmailsTable;
  booking_links: BookingLinksTable;
  jobs: JobsTable;
  job_parts: JobPartsTable;
  job_emails: JobEmailsTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  payment_leases: PaymentLeasesTable;
  refunds: RefundsTable;
  payment_emails: PaymentEmailsTable;
  visit_notes: VisitNotesTable;
  visit_photos: VisitPhotosTable;
  report_stamps: ReportStampsTable;
  report_days: ReportDaysTable;
  report_touched: ReportTouchedTable;
}

/** One row per repair request a visitor sent; written once, never changed by the site. */
export interface LeadsTable {
  /** crypto.randomUUID(), or the id a lead already had in the legacy leads file. */
  id: string;
  received_at: Instant;
  name: string;
  email: string;
  phone: string;
  /** One of the form's choices, or '' when none was picked. */
  service: string;
  message: string;
  /** Where the office is with it; new leads start as 'new' (the column's default). */
  status: Generated<LeadStatus>;
  /**
   * "How did you hear about us?" (migration 0042-sources): one of data/sources.ts HEARD_FROM's values, null when not answered;
   * `heard_from_other` the visitor's words for "other"; the landing URL's UTM parameters, validated, as text.
   */
  heard_from: ColumnType<string | null, string | null | undefined, string | null>;
  heard_from_other: ColumnType<string | null, string | null | undefined, string | null>;
  utm_source: ColumnType<string | null, string | null | undefined, string | null>;
  utm_medium: ColumnType<string | null, string | null | undefined, string | null>;
  utm_campaign: ColumnType<string | null, string | null | undefined, string | null>;
  /** The language it was made in (migration 0049-customer-language): 'es' from the Spanish pages or the office's choice. */
  language: ColumnType<Locale, Locale | undefined, Locale>;
}

export const LEAD_STATUSES = ['new', 'called back', 'booked', 'closed'] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

/** Each change of a lead's status: when, who, from what to what (migration 0018-lead-events). */
export interface LeadEventsTable {
  id: string;
  lead_id: string;
  at: Instant;
  /** The office account's e-mail, as text, so it outlives the account. */
  actor_email: string;
  from_status: LeadStatus;
  to_status: LeadStatus;
}

export type LeadEmailStatus = 'pending' | 'sent' | 'failed';

/** The outbox: the notification e-mail of each lead, and who may be sending it right now. */
export interface LeadEmailsTable {
  lead_id: string;
  status: LeadEmailStatus;
  attempts: Generated<number>;
  /** Not tried again before this instant (backoff). */
  next_attempt_at: Instant;
  /** The server holding the lease while it sends; a lease past lease_until is free to take. */
  lease_owner: string | null;
  lease_until: Instant | null;
  last_error: string | null;
  sent_at: Instant | null;
  failed_at: Instant | null;
}

export type BookingStatus = 'booked' | 'cancelled';

/** One visit booked online. Its manage token is never stored: only its SHA-256, which is what a link is looked up by. */
export interface BookingsTable {
  /** crypto.randomUUID(); also the UID of the booking's calendar invites. */
  id: string;
  /** What the customer quotes on the phone, e.g. CAR-7K3P9Q. */
  reference: string;
  /** Hex SHA-256 of the 32 random bytes in the customer's manage link. */
  token_hash: string;
  /** The manage link stops working at this instant: 7 days after the window ends. */
  token_expires_at: Instant;
  zip: string;
  /** A slug of data/site/services.ts. */
  service: string;
  window_start: Instant;
  window_end: Instant;
  name: string;
  /** As typed, for people to read. */
  phone: string;
  /** Digits only, without a leading US 1: what the per-phone limit counts by. */
  phone_key: string;
  email: string;
  /** Lower case: what the per-e-mail limit counts by. */
  email_key: string;
  /** The street as typed; rows older than migration 0043-address-parts may hold the unit and town in it too. */
  address: string;
  /** Apt, suite or floor as typed (migration 0043-address-parts); '' when none. */
  unit: ColumnType<string, string | undefined, string>;
  /** One of the zip's towns (data/site/address.ts); '' on an old row whose zip has two. */
  town: ColumnType<string, string | undefined, string>;
  /** '' when not given, like problem and coupon. */
  brand: string;
  /** The appliance's model number as typed (migration 0014-booking-details); '' when not given. */
  model_number: ColumnType<string, string | undefined, string>;
  problem: string;
  coupon: string;
  status: BookingStatus;
  /** Raised on every reschedule and cancel, so calendars take the newer invite. */
  sequence: Generated<number>;
  created_at: Instant;
  updated_at: Instant;
  cancelled_at: Instant | null;
  /** The address the booking came from, for the per-client daily limit. */
  client_address: string;
  /** Who in the office last moved or cancelled it; null when the customer did, or nobody has. */
  changed_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** Who made it (migration 0012-desk): a visitor online, the office on the phone, or the office from a lead. */
  source: Generated<BookingSource>;
  /** The office account that made it; null for an online booking. */
  created_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** The lead it was booked from (source 'lead'). */
  lead_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The visit's progress on its day (migration 0009-dispatch, data/visit-status.ts); `status` says if it holds a place. */
  visit_status: Generated<VisitStatus>;
  /** The office_users id of the technician assigned, or null (unassigned, or the person was removed). */
  technician_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** The Done visit this one is a free warranty visit for (migration 0017-warranty); null for an ordinary visit. */
  warranty_of: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the visit was last marked Done (migration 0017-warranty); null otherwise (a reopen clears it). */
  done_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /** The job (an approved estimate carried out, migration 0030-jobs) this visit belongs to; null for most. */
  job_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** As leads.heard_from and the UTM columns (migration 0042-sources). */
  heard_from: ColumnType<string | null, string | null | undefined, string | null>;
  heard_from_other: ColumnType<string | null, string | null | undefined, string | null>;
  utm_source: ColumnType<string | null, string | null | undefined, string | null>;
  utm_medium: ColumnType<string | null, string | null | undefined, string | null>;
  utm_campaign: ColumnType<string | null, string | null | undefined, string | null>;
  /** As leads.language (migration 0049-customer-language): what the customer's e-mails and texts are written in. */
  language: ColumnType<Locale, Locale | undefined, Locale>;
}

export const BOOKING_SOURCES = ['online', 'office', 'lead'] as const;
export type BookingSource = (typeof BOOKING_SOURCES)[number];

/** The office's notes on a booking, oldest first, as lead_notes are for a lead. */
export interface BookingNotesTable {
  id: string;
  booking_id: string;
  at: Instant;
  author_email: string;
  body: string;
}

export type { VisitStatus };

/** Each change of a visit's status or technician: who, when, from what to what (migration 0009-dispatch). */
export interface BookingEventsTable {
  id: string;
  booking_id: string;
  at: Instant;
  kind: 'status' | 'technician';
  /** The office_users id of who did it; null when the account is gone or the website did it. */
  actor_id: string | null;
  actor_email: string;
  /** A visit status, or for a technician change the person's name ('Unassigned' for none). */
  from_value: string;
  to_value: string;
  detail: Generated<string>;
}

/** Places taken in one arrival window; the row is made on the first booking and never holds more than capacity. */
export interface WindowPlacesTable {
  window_start: Instant;
  taken: Generated<number>;
}

/** One person who may sign in to the office. No default account exists: `npm run office -- add-user` makes one. */
export interface OfficeUsersTable {
  id: string;
  /** Lower case; unique. */
  email: string;
  /** argon2id, in the PHC string format (it carries its own salt and parameters). */
  password_hash: string;
  created_at: Instant;
  password_changed_at: Instant;
  /** owner, dispatcher or technician (migration 0008-team); what the office's route table lets it open. */
  role: Generated<OfficeRoleName>;
  /** The person's full name ('' when not given); customers see only its first word, and only of a technician. */
  name: Generated<string>;
  /** A technician's one line about themselves, shown to the customers they visit. */
  bio: Generated<string>;
  /** SHA-256 (hex) of the person's private calendar feed secret (migration 0009-dispatch); null until made. */
  feed_secret_hash: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * When the owner removed the account (migration 0011-team-invites); null while it is active. A removed
   * account keeps its row, so the visits it was assigned keep its name, but it cannot sign in and has no
   * sessions, links, photo or bio. `password_hash` is '' until the person sets one from their link.
   */
  removed_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

/** A one-time link to set a password (/office/set-password/{token}); only the token's SHA-256 is stored. */
export interface OfficeInvitesTable {
  /** Hex SHA-256 of the link's 32 random bytes. */
  id: string;
  user_id: string;
  created_at: Instant;
  /** 24 hours after it was made. */
  expires_at: Instant;
  /** Set when the link is used; a link works once. */
  used_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /** The e-mail of the owner who made it; '' for one asked for with Forgot password. */
  created_by: string;
  /** What it was made for (migration 0035-people): 'invite' (the Team screen) or 'reset' (Forgot password). */
  purpose: Generated<InvitePurpose>;
}

export type InvitePurpose = 'invite' | 'reset';

/**
 * The e-mails that carry a set-password link to a person (migration 0035-people): the Team screen's invitation
 * and Forgot password's reset, sent by the team feature's outbox. The link's token only while pending.
 */
export interface AccountEmailsTable {
  id: string;
  user_id: string;
  kind: InvitePurpose;
  link_token: string | null;
  created_at: Instant;
  status: 'pending' | 'sent' | 'failed';
  attempts: Generated<number>;
  next_attempt_at: Instant;
  lease_owner: string | null;
  lease_until: Instant | null;
  last_error: string | null;
  sent_at: Instant | null;
  failed_at: Instant | null;
}

/** A team member's photo, re-encoded by server/kernel/images/ (WebP, no metadata), served at /team/photos/{user id}. */
export interface TeamPhotosTable {
  user_id: string;
  /** SQLite blob, PostgreSQL bytea; read with bytesOf() (engine.ts). */
  bytes: ColumnType<Buffer | Uint8Array | ArrayBuffer, Buffer, Buffer>;
  content_type: string;
  updated_at: Instant;
}

export const OFFICE_ROLE_NAMES = ['owner', 'dispatcher', 'technician'] as const;
export type OfficeRoleName = (typeof OFFICE_ROLE_NAMES)[number];

/** A signed-in browser. The cookie's token is never stored: only its SHA-256, which is the row's id. */
export interface OfficeSessionsTable {
  id: string;
  user_id: string;
  created_at: Instant;
  /** Moved forward as the session is used; the session ends 12 hours after it (idle). */
  last_seen_at: Instant;
  /** The session ends here whatever its use (7 days after sign-in). */
  expires_at: Instant;
  client_address: string;
}

/** A failed sign-in or dead set-password link, kept 24 hours for the throttle (server/office/throttle.ts). */
export interface OfficeLoginFailuresTable {
  id: string;
  at: Instant;
  /** The e-mail typed, lower case; '' for a link. */
  email_key: string;
  client_address: string;
  /** A wrong password, a set-password link that opened nothing (migration 0021), or a Forgot password asked for. */
  kind: ColumnType<'sign-in' | 'link' | 'reset', 'sign-in' | 'link' | 'reset' | undefined, never>;
}

/** Who did what in the office, and when: sign-ins and their failures, changes, exports, sign-outs. */
export interface OfficeActivityTable {
  id: string;
  at: Instant;
  user_email: string;
  action: string;
  detail: string;
  client_address: string;
  /**
   * On a "Signed in" line, the New York day it happened on (migration 0039-activity-filters): the Activity screen
   * folds a person's sign-ins of one day into one line. Null on every other line.
   */
  sign_in_day: ColumnType<string | null, string | null | undefined, string | null>;
}

/** The office's notes on a lead, oldest first. */
export interface LeadNotesTable {
  id: string;
  lead_id: string;
  at: Instant;
  author_email: string;
  body: string;
}

/** The office's capacity for one window of one weekday, over data/booking.ts's default. */
export interface ScheduleCapacityTable {
  /** 0 is Sunday, as Date.getUTCDay() counts. */
  weekday: number;
  /** The window's wall-clock start in the business's zone, minutes after midnight. */
  start_minutes: number;
  /** 0 to 20; 0 closes the window. */
  capacity: number;
  changed_by: string;
  changed_at: Instant;
}

/** A day the office closed (with the reason visitors see), or reopened although data/booking.ts closes it. */
export interface ScheduleDaysTable {
  /** The business-zone day, YYYY-MM-DD. */
  date: string;
  status: 'closed' | 'open';
  /** Shown to visitors for a closed day ("Closed for Thanksgiving"); '' for a reopened one. */
  reason: string;
  changed_by: string;
  changed_at: Instant;
}

/** Settings that are one value each, by name: `default_capacity`, `calendar_feed_secret_hash`. */
export interface ScheduleSettingsTable {
  name: string;
  value: string;
  changed_by: string;
  changed_at: Instant;
}

export type BookingEmailKind =
  | 'customer-confirmation'
  | 'customer-rescheduled'
  | 'customer-cancelled'
  | 'customer-reminder'
  | 'office-new'
  | 'office-changed'
  | 'office-cancelled'
  | 'customer-on-the-way'
  | 'customer-done'
  /** "We missed you" after a No-Show, with the manage link to book again (migration 0027-missed-visit). */
  | 'customer-missed';

/** skipped: no longer worth sending (a reminder of a cancelled visit, an update superseded by a later one). */
export type BookingEmailStatus = 'pending' | 'sent' | 'failed' | 'skipped';

/** The booking outbox: one row per e-mail a booking change calls for, written in the change's transaction. */
export interface BookingEmailsTable {
  /** crypto.randomUUID() */
  id: string;
  booking_id: string;
  kind: BookingEmailKind;
  /** When it is meant to go out: at once, or 6 PM the evening before the visit for a reminder. */
  due_at: Instant;
  status: BookingEmailStatus;
  attempts: Generated<number>;
  /** Not tried before this instant: due_at at first, later the backoff. */
  next_attempt_at: Instant;
  lease_owner: string | null;
  lease_until: Instant | null;
  last_error: string | null;
  sent_at: Instant | null;
  failed_at: Instant | null;
  /** The window and invite sequence as the change left them; the e-mail describes this, not a later state. */
  window_start: Instant;
  window_end: Instant;
  /** The window a reschedule moved the visit from. */
  previous_window_start: Instant | null;
  sequence: number;
  /** The customer's manage token, only while the e-mail is pending; wiped when it is sent, failed or skipped. */
  manage_token: string | null;
  created_at: Instant;
  /** The office's message to the customer, on a customer-cancelled e-mail (closing a day); null otherwise. */
  message: ColumnType<string | null, string | null | undefined, string | null>;
  /** What the e-mail needs beyond the booking, as JSON: the technician's card of an "on the way" e-mail. */
  detail: ColumnType<string | null, string | null | undefined, string | null>;
}

/** A client's requests against one public rate limit in its current window (server/kernel/limits/counter.ts). */
export interface RateLimitsTable {
  /** The limit: 'booking' or 'contact'. */
  name: string;
  /** The client's address as the limiter keys it (an IPv6 address by its /56). */
  client_key: string;
  /** Requests counted in the window, this one included. */
  hits: number;
  /** When the window, begun by its first request, ends; a later request starts a new one. */
  reset_at: Instant;
}

export type BookingHoldStatus = 'held' | 'confirmed' | 'expired';

/**
 * A booking held during a surge (migration 0006-surge): it takes no place until its owner confirms through the
 * e-mailed link. The link's token is stored as its SHA-256; after confirming, the booking has the same hash, so
 * the link goes on to open the visit. Each row is also the outbox entry of its one e-mail.
 */
export interface BookingHoldsTable {
  id: string;
  token_hash: string;
  /** held, then confirmed, or expired (once the outbox's sweep or a reader sees expires_at pass). */
  status: BookingHoldStatus;
  created_at: Instant;
  /** Unconfirmed by then, the hold lapses: created_at plus surgeRules.holdMinutes. */
  expires_at: Instant;
  confirmed_at: Instant | null;
  /** The booking confirming made. */
  booking_id: string | null;
  zip: string;
  service: string;
  window_start: Instant;
  window_end: Instant;
  name: string;
  phone: string;
  phone_key: string;
  email: string;
  email_key: string;
  address: string;
  /** As bookings.unit and bookings.town (migration 0043-address-parts). */
  unit: ColumnType<string, string | undefined, string>;
  town: ColumnType<string, string | undefined, string>;
  brand: string;
  /** As bookings.model_number (migration 0014-booking-details). */
  model_number: ColumnType<string, string | undefined, string>;
  problem: string;
  coupon: string;
  client_address: string;
  /** The booking form's "Text me about this visit" box, 1 ticked (migration 0020-hold-consent). */
  text_consent: ColumnType<number, number | undefined, number>;
  email_status: BookingEmailStatus;
  email_attempts: Generated<number>;
  email_next_attempt_at: Instant;
  lease_owner: string | null;
  lease_until: Instant | null;
  email_last_error: string | null;
  email_sent_at: Instant | null;
  /** The plain token, only while the e-mail is pending; wiped when it is sent, given up or the hold lapses. */
  link_token: string | null;
  /** The inbox the address reaches (server/features/booking/mailbox.ts, migration 0022-surge-mailboxes). */
  mailbox_key: ColumnType<string, string | undefined, string>;
  /** As bookings.heard_from and the UTM columns, carried onto the booking when confirmed (0050-hold-sources). */
  heard_from: ColumnType<string | null, string | null | undefined, string | null>;
  heard_from_other: ColumnType<string | null, string | null | undefined, string | null>;
  utm_source: ColumnType<string | null, string | null | undefined, string | null>;
  utm_medium: ColumnType<string | null, string | null | undefined, string | null>;
  utm_campaign: ColumnType<string | null, string | null | undefined, string | null>;
  /** As bookings.language (migration 0049-customer-language): the booking confirming it makes is in it too. */
  language: ColumnType<Locale, Locale | undefined, Locale>;
}

/** skipped: never sent, and why is in skip_reason (no consent, a STOP, a number no provider takes, too late). */
export type TextStatus = 'pending' | 'sent' | 'failed' | 'skipped';
export type TextSkipReason = 'no-consent' | 'opted-out' | 'invalid-number' | 'expired';

/** The text outbox (migration 0010-texts): one row per text, written in the transaction of what called for it. */
export interface TextsTable {
  /** crypto.randomUUID() */
  id: string;
  booking_id: string | null;
  /** What the text is about, as its caller names it ('on-the-way', 'reminder', …). */
  kind: string;
  /** Digits without the US 1, as bookings.phone_key: what consent is kept by. */
  phone_key: string;
  /** E.164, as the provider takes it: +1 and the ten digits. */
  to_number: string;
  /** Plain text, sender name and opt-out footer included, at most data/texts.ts's maxLength. */
  body: string;
  status: TextStatus;
  skip_reason: TextSkipReason | null;
  attempts: Generated<number>;
  next_attempt_at: Instant;
  /** Not sent by then, it is skipped as expired. */
  expires_at: Instant;
  lease_owner: string | null;
  lease_until: Instant | null;
  last_error: string | null;
  sent_at: Instant | null;
  failed_at: Instant | null;
  /** The provider's message id once it took the text (Twilio's SM…). */
  provider_sid: string | null;
  /** What the provider's status callbacks last said: queued, sent, delivered, undelivered, failed. */
  delivery_status: string | null;
  /** The provider's error code with an undelivered or failed status. */
  delivery_error: string | null;
  delivery_updated_at: Instant | null;
  created_at: Instant;
}

export type TextConsentAction = 'consent' | 'stop' | 'start';
export type TextConsentEventSource = 'booking' | 'office-phone' | 'reply' | 'provider';

/**
 * Every consent, STOP and START per phone number, never updated: a number may be texted when it has a consent
 * and no STOP later than its latest consent or START.
 */
export interface TextConsentsTable {
  id: string;
  phone_key: string;
  action: TextConsentAction;
  /** consent: the booking form or the office on the phone; stop/start: the customer's reply, or the provider. */
  source: TextConsentEventSource;
  at: Instant;
  /** The booking's id, the office user's e-mail, or the provider's message id. */
  detail: Generated<string>;
}

/**
 * The provider's message ids of the replies (STOP, START) the inbound webhook acted on (migration 0024): a reply
 * posted again with an id already here changes nothing.
 */
export interface TextRepliesTable {
  message_sid: string;
  received_at: Instant;
}

/**
 * A visitor's photo of the appliance (migration 0014-booking-details), re-encoded on arrival (server/features/booking/photos.ts)
 * so every replica serves the same bytes. Sent at the details step, before the booking exists: until the booking
 * is made it is a pending upload (booking_id null) found by its form's `upload_key`, pruned after `expires_at`.
 */
export interface BookingPhotosTable {
  id: string;
  booking_id: string | null;
  /** The random key the details form carries while the photo waits for its booking; null once attached. */
  upload_key: string | null;
  bytes: Buffer;
  content_type: string;
  width: number;
  height: number;
  /** Its place among the booking's photos (0, 1, 2), as chosen. */
  position: number;
  created_at: Instant;
  /** A pending upload's end; null once attached to a booking. */
  expires_at: Instant | null;
}

/**
 * A person the shop deals with (migration 0013-customers): found from leads and bookings by phone and e-mail,
 * linked to them through customer_records (decision 0025). Never deleted; a merged one points at the survivor.
 */
export interface CustomersTable {
  id: string;
  /** The first record's name, phone and e-mail, as typed. */
  name: string;
  phone: string;
  email: string;
  /** Digits only without a leading US 1, and the lower-case e-mail; '' when the record's was unusable. */
  phone_key: string;
  email_key: string;
  created_at: Instant;
  /** The newest linked record's time; the Customers list is ordered by it. */
  last_activity_at: Instant;
  /** The customer the office merged this one into; null while it stands on its own. */
  merged_into: string | null;
  merged_at: Instant | null;
  /**
   * The language the customer is written to in (migration 0049-customer-language): their newest record's, or the
   * office's choice on the customer's page, whichever came last.
   */
  language: ColumnType<Locale, Locale | undefined, Locale>;
}

export type CustomerRecordKind = 'lead' | 'booking';

/** Which customer a lead or a booking belongs to: one row per record. */
export interface CustomerRecordsTable {
  kind: CustomerRecordKind;
  record_id: string;
  customer_id: string;
  /** match: linked by its phone or e-mail; office: moved here by a merge. */
  linked_by: 'match' | 'office';
  linked_at: Instant;
  /** The record's own time: a lead's received_at, a booking's created_at. */
  at: Instant;
}

/** A merge the office made: `from_id` went into `into_id`; undone_at once it was undone. */
export interface CustomerMergesTable {
  id: string;
  at: Instant;
  by_email: string;
  into_id: string;
  from_id: string;
  undone_at: Instant | null;
  undone_by: string | null;
}

/** The records a merge moved, and how each was linked before it, so undoing it restores exactly that. */
export interface CustomerMergeRecordsTable {
  merge_id: string;
  kind: CustomerRecordKind;
  record_id: string;
  linked_by: 'match' | 'office';
  linked_at: Instant;
}

/**
 * The office search's index: one row per normalised term of a lead or booking (server/features/customers/keys.ts):
 * the whole name, each word of the name and street address, the phone digits, the e-mail, the reference; and
 * (migration 0034-search-parts) the phone's ends and the problem's words.
 */
export interface SearchTermsTable {
  field: 'name' | 'word' | 'phone' | 'email' | 'reference' | 'phone-part' | 'problem';
  term: string;
  kind: CustomerRecordKind;
  record_id: string;
}

/**
 * The office search's typo dictionary (migration 0034-search-parts, decision 0052): each distinct word of four
 * letters or more of the names, streets and problems, once under itself and once under each of its one-letter
 * deletions; shared by every record with the word. Primary key (deletion, word).
 */
export interface SearchWordsTable {
  deletion: string;
  word: string;
}

/** Each distinct whole name of the search terms, once (migration 0048-search-words): parts of names are looked up here. */
export interface SearchNamesTable {
  term: string;
}

export const PAYMENT_METHODS = ['cash', 'card', 'check', 'unpaid'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/**
 * What a Done visit cost and how it was paid (migration 0015-visit-charges): one row per visit. Integer cents;
 * the total is stored as it was computed when recorded, so a later fee change never rewrites a receipt.
 */
export interface VisitChargesTable {
  booking_id: string;
  work_done: string;
  parts: Generated<string>;
  parts_cents: Generated<number>;
  labour_cents: Generated<number>;
  /** The service call fee charged, and the part of it credited toward the repair. */
  fee_cents: Generated<number>;
  fee_credit_cents: Generated<number>;
  coupon: Generated<string>;
  discount_cents: Generated<number>;
  total_cents: number;
  payment: PaymentMethod;
  /** The business-zone day (YYYY-MM-DD) the 90-day parts and labour warranty ends. */
  warranty_ends_on: string;
  recorded_at: Instant;
  recorded_by: string;
  updated_at: Instant;
  updated_by: string;
  /** Corrections the office made after the price was first recorded. */
  corrections: Generated<number>;
  receipt_queued_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /** The receipt's outbox (decision 0027), keyed by receipt_id, new each time the receipt is queued. */
  receipt_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** Pending until sent or given up; skipped without an e-mail address, and for a row written without a receipt. */
  receipt_status: Generated<ReceiptStatus>;
  receipt_attempts: Generated<number>;
  receipt_next_attempt_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  lease_owner: ColumnType<string | null, string | null | undefined, string | null>;
  lease_until: ColumnType<Date | string | null, string | null | undefined, string | null>;
  receipt_last_error: ColumnType<string | null, string | null | undefined, string | null>;
  receipt_sent_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  receipt_failed_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  /** Sales tax on the parts (migration 0030-jobs), in the total; 0 before the price book's rates. */
  tax_cents: Generated<number>;
}

export type ReceiptStatus = 'pending' | 'sent' | 'failed' | 'skipped';

export type ReviewRequestEmailStatus = 'pending' | 'sent' | 'failed' | 'skipped';

/**
 * A Done visit's one review request (migration 0016-reviews), with its own e-mail outbox columns (as
 * booking_holds has): only the link token's SHA-256 is kept once the e-mail is out.
 */
export interface ReviewRequestsTable {
  booking_id: string;
  token_hash: string;
  created_at: Instant;
  due_at: Instant;
  expires_at: Instant;
  email_status: ReviewRequestEmailStatus;
  email_attempts: Generated<number>;
  email_next_attempt_at: Instant;
  lease_owner: string | null;
  lease_until: Instant | null;
  email_last_error: string | null;
  email_sent_at: Instant | null;
  /** The plain token, only while the e-mail is pending. */
  link_token: string | null;
  text_queued_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  answered_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
}

export const REVIEW_STATUSES = ['new', 'published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** A customer's answer to a review request (migration 0016-reviews); on the site only once published. */
export interface ReviewsTable {
  id: string;
  booking_id: string;
  customer_id: string | null;
  /** 1 to 5 stars. */
  rating: number;
  body: Generated<string>;
  created_at: Instant;
  /** Fixed when the review arrives: "Maria G.", the town and its page's slug, the service slug, the visit. */
  author_name: string;
  city: Generated<string>;
  city_slug: Generated<string>;
  service: string;
  visited_at: Instant;
  status: Generated<ReviewStatus>;
  decided_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  decided_by: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 when a 1–3 star answer asked for a call back; 0 otherwise. */
  wants_callback: Generated<number>;
  called_back_at: ColumnType<Date | string | null, string | null | undefined, string | null>;
  called_back_by: ColumnType<string | null, string | null | undefined, string | null>;
  /**
   * Why the owner hid it (migration 0038-review-hides), one of REVIEW_HIDE_REASONS in data/review-requests.ts;
   * null while published, and on a review hidden before the reasons existed.
   */
  hidden_reason: ColumnType<string | null, string | null | undefined, string | null>;
}

export type ReviewAlertKind = 'low-rating' | 'callback';

/** The office's e-mail about one answer (migration 0016-reviews): a 1–3 star answer, or a call back asked for. */
export interface ReviewAlertsTable {
  id: string;
  review_id: string;
  kind: ReviewAlertKind;
  created_at: Instant;
  status: 'pending' | 'sent' | 'failed';
  attempts: Generated<number>;
  next_attempt_at: Instant;
  lease_owner: string | null;
  lease_until: Instant | null;
  last_error: string | null;
  sent_at: Instant | null;
  failed_at: Instant | null;
}

/** A queue in trouble (migration 0025-system): a message given up on, or one waiting past the threshold. */
export interface QueueIncidentsTable {
  id: string;
  /** The queue's name as the System screen and /metrics say it ('lead', 'text', …). */
  queue: string;
  reason: string;
  opened_at: Instant;
  /** Null while the incident is open; one open incident per queue at most. */
  cleared_at: Instant | null;
}

/** The owners' e-mail saying an incident opened or cleared: an outbox with leases, like the others. */
export interface SystemAlertsTable {
  id: string;
  incident_id: string;
  kind: 'opened' | 'cleared';
  created_at: Instant;
  status: 'pending' | 'sent' | 'failed';
  attempts: Generated<number>;
  next_attempt_at: Instant;
  lease_owner: string | null;
  lease_until: Instant | null;
  last_error: string | null;
  sent_at: Instant | null;
  failed_at: Instant | null;
}

/** A failed message the owner dismissed on the System screen; Retry removes it again. */
export interface QueueDismissalsTable {
  queue: string;
  message_id: string;
  dismissed_at: Instant;
  dismissed_by: string;
}

export const PRICE_BOOK_KINDS = ['labour', 'part'] as const;
export type PriceBookKind = (typeof PRICE_BOOK_KINDS)[number];

/** The states the shop serves, each with its own sales tax rate. */
export const TAX_STATES = ['DC', 'MD'] as const;
export type TaxState = (typeof TAX_STATES)[number];

/** A labour item or part of the owner's price book (migration 0026-price-book), by appliance. */
export interface PriceBookItemsTable {
  id: string;
  /** A service's slug (data/site/services.ts), or '' for any appliance. */
  appliance: Generated<string>;
  kind: PriceBookKind;
  name: string;
  price_cents: number;
  /** 1 once archived: no longer offered, kept for what was made from it. */
  archived: Generated<number>;
  updated_at: Instant;
  updated_by: string;
}

/** A state's sales tax on parts (migration 0026-price-book): basis points, 600 = 6.00 %; no row is 0. */
export interface SalesTaxRatesTable {
  state: TaxState;
  rate: Generated<number>;
  updated_at: Instant;
  updated_by: string;
}

export type EstimateStatus = 'draft' | 'sent' | 'viewed' | 'approved' | 'declined';

/** A quote written on a visit (migration 0028-estimates); its lines and options in the two tables below. */
export interface EstimatesTable {
  id: string;
  booking_id: string;
  number: number;
  status: EstimateStatus;
  note: Generated<string>;
  tax_state: string;
  tax_rate_bp: Generated<number>;
  fee_cents: Generated<number>;
  created_at: Instant;
  created_by: string;
  updated_at: Instant;
  sent_at: Instant | null;
  sent_by: string | null;
  expires_at: Instant | null;
  viewed_at: Instant | null;
  decided_at: Instant | null;
  approved_option: number | null;
  signed_name: string | null;
  decided_from: string | null;
  decline_reason: string | null;
  /** The deposit the approval asked for (migration 0037), as worked out then; null when none was asked. */
  deposit_cents: number | null;
}

export type DepositKind = 'none' | 'fixed' | 'percent';

/** The owner's deposit on approved estimates (migration 0037): one row, id 'deposit'; absent is none. */
export interface DepositSettingsTable {
  id: 'deposit';
  kind: DepositKind;
  amount_cents: Generated<number>;
  /** Hundredths of a percent of the approved option's total: 2500 is 25 %. */
  percent_bp: Generated<number>;
  changed_by: string;
  changed_at: Instant;
}

export interface EstimateOptionsTable {
  estimate_id: string;
  position: number;
  title: string;
}

export interface EstimateLinesTable {
  estimate_id: string;
  option_position: number;
  position: number;
  kind: 'labour' | 'part';
  description: string;
  quantity: number;
  unit_cents: number;
}

/** The estimates' outbox: the quote to the customer, the customer's answer to the office. */
export interface EstimateEmailsTable {
  id: string;
  estimate_id: string;
  kind: 'estimate' | 'answer';
  /** The customer's manage link, only while the e-mail is pending. */
  link_token: string | null;
  created_at: Instant;
  status: 'pending' | 'sent' | 'failed';
  attempts: Generated<number>;
  next_attempt_at: Instant;
  lease_owner: string | null;
  lease_until: Instant | null;
  last_error: string | null;
  sent_at: Instant | null;
  failed_at: Instant | null;
}

/** Another link to a booking's manage page, minted for a later message (migration 0029-booking-links). */
export interface BookingLinksTable {
  token_hash: string;
  booking_id: string;
  /** What it was sent for: 'estimate'. */
  purpose: string;
  created_at: Instant;
  expires_at: Instant;
}

/** An approved estimate carried out (migration 0030-jobs): its visits name it in bookings.job_id. */
export interface JobsTable {
  id: string;
  estimate_id: string;
  /** The visit the estimate was written on: the diagnosis. */
  first_booking_id: string;
  created_at: Instant;
  /** When the last part on order was marked in; null while any is out, or none was ordered. */
  parts_in_at: Instant | null;
}

/** A part ordered for a job. Days are the business zone's YYYY-MM-DD. */
export interface JobPartsTable {
  id: string;
  job_id: string;
  part_number: string;
  description: string;
  supplier: string;
  cost_cents: number;
  ordered_on: string;
  expected_on: string;
  arrived_at: Instant | null;
  arrived_by: string | null;
  created_at: Instant;
  created_by: string;
}

/** The jobs' outbox: "your parts are in, book the return visit". */
export interface JobEmailsTable {
  id: string;
  job_id: string;
  kind: 'parts-in';
  /** The customer's manage link, only while the e-mail is pending. */
  link_token: string | null;
  created_at: Instant;
  status: 'pending' | 'sent' | 'failed' | 'skipped';
  attempts: Generated<number>;
  next_attempt_at: Instant;
  lease_owner: string | null;
  lease_until: Instant | null;
  last_error: string | null;
  sent_at: Instant | null;
  failed_at: Instant | null;
}

/** How a payment was first learnt of: the customer's return from Checkout, Stripe's webhook, or the reconciler. */
export type PaymentRecordedVia = 'return' | 'webhook' | 'reconcile';

/** A Stripe Checkout Session paid (migration 0031-payments): one row per session, whichever way it was learnt. */
export interface PaymentsTable {
  id: string;
  booking_id: string;
  checkout_session_id: string;
  payment_intent_id: string | null;
  amount_cents: number;
  currency: string;
  status: 'paid';
  card_last4: string | null;
  paid_at: Instant;
  recorded_via: PaymentRecordedVia;
  /** Why the office must look at it (the amount did not match the balance); null when it did. */
  flagged: string | null;
  created_at: Instant;
  /** The approved estimate whose deposit this paid (migration 0037); null for a visit's own payment. */
  estimate_id: Generated<string | null>;
}

/** A Stripe webhook event acted on, by its id: a second delivery of it changes nothing. */
export interface PaymentEventsTable {
  id: string;
  type: string;
  received_at: Instant;
}

/** Who runs a job meant for one server at a time (the reconciler), until when. */
/**
 * A counter per UTC date (YYYY-MM-DD), raised by triggers in the transaction of every write that can change a
 * Reports figure of the visits or leads on that date (migration 0054-report-days, docs/decisions/0063).
 */
export interface ReportStampsTable {
  day: string;
  version: number;
}

/**
 * A business day's Reports figures, counted (JSON, server/features/reports/days.ts), with the sum of the counters
 * of its own UTC date and the next when they were counted: a cache, right while that sum is unchanged.
 */
export interface ReportDaysTable {
  day: string;
  stamp: number;
  figures: string;
}

/**
 * PostgreSQL: the UTC dates a transaction's writes touched, under its id, until its commit raises their counters
 * in `report_stamps` in one sorted statement and removes them (migration 0055-report-stamps-at-commit); empty
 * between transactions, and never written on SQLite.
 */
export interface ReportTouchedTable {
  tx: string;
  day: string;
}

export interface PaymentLeasesTable {
  name: string;
  owner: string;
  lease_until: Instant;
}

/** A refund of an online payment (migration 0036-refunds): one row per Stripe refund, whichever way it was learnt. */
export interface RefundsTable {
  id: string;
  payment_id: string;
  stripe_refund_id: string;
  amount_cents: number;
  /** The office's reason: one of data/refunds.ts's, or the text typed for "Other". */
  reason: string;
  status: RefundStatus;
  /** The office account's e-mail; 'stripe' for a refund made on Stripe's Dashboard. */
  requested_by: string;
  requested_at: Instant;
  /** When Stripe confirmed it (its status succeeded or failed); null while pending. */
  confirmed_at: Instant | null;
}

/** The payments' outbox (migration 0040-payment-emails): Send Pay Link's e-mail, "Pay $X for your visit". */
export interface PaymentEmailsTable {
  id: string;
  booking_id: string;
  kind: 'pay-link';
  /** The customer's manage link, only while the e-mail is pending. */
  link_token: string | null;
  created_at: Instant;
  status: 'pending' | 'sent' | 'failed' | 'skipped';
  attempts: Generated<number>;
  next_attempt_at: Instant;
  lease_owner: string | null;
  lease_until: Instant | null;
  last_error: string | null;
  sent_at: Instant | null;
  failed_at: Instant | null;
}

/** The technician's note on a visit (migration 0041-visit-records): one per visit, a new save replaces it. */
export interface VisitNotesTable {
  booking_id: string;
  body: string;
  /** Who saved it last. */
  author_email: string;
  updated_at: Instant;
}

/** The technician's photos from the job (migration 0041-visit-records), re-encoded as the customer's are. */
export interface VisitPhotosTable {
  id: string;
  booking_id: string;
  bytes: Buffer;
  content_type: string;
  width: number;
  height: number;
  /** Its place among the visit's photos, 0 to 5, unique per visit: the six-photo limit, kept by the database too. */
  position: number;
  author_email: string;
  created_at: Instant;
}
