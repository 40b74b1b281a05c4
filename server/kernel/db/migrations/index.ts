import type { Kysely } from 'kysely';
import type { Engine } from '../engine';
import * as leads from './0001-0019/0001-leads';
import * as bookings from './0001-0019/0002-bookings';
import * as bookingEmails from './0001-0019/0003-booking-emails';
import * as office from './0001-0019/0004-office';
import * as schedule from './0001-0019/0005-schedule';
import * as surge from './0001-0019/0006-surge';
import * as rateLimits from './0001-0019/0007-rate-limits';
import * as team from './0001-0019/0008-team';
import * as dispatch from './0001-0019/0009-dispatch';
import * as texts from './0001-0019/0010-texts';
import * as teamInvites from './0001-0019/0011-team-invites';
import * as desk from './0001-0019/0012-desk';
import * as customers from './0001-0019/0013-customers';
import * as bookingDetails from './0001-0019/0014-booking-details';
import * as visitCharges from './0001-0019/0015-visit-charges';
import * as reviews from './0001-0019/0016-reviews';
import * as warranty from './0001-0019/0017-warranty';
import * as leadEvents from './0001-0019/0018-lead-events';
import * as indexes from './0001-0019/0019-indexes';
import * as holdConsent from './0020-0039/0020-hold-consent';
import * as signInThrottles from './0020-0039/0021-sign-in-throttles';
import * as surgeMailboxes from './0020-0039/0022-surge-mailboxes';
import * as textReplies from './0020-0039/0024-text-replies';
import * as system from './0020-0039/0025-system';
import * as priceBook from './0020-0039/0026-price-book';
import * as missedVisit from './0020-0039/0027-missed-visit';
import * as estimates from './0020-0039/0028-estimates';
import * as bookingLinks from './0020-0039/0029-booking-links';
import * as jobs from './0020-0039/0030-jobs';
import * as payments from './0020-0039/0031-payments';
import * as jobReportIndexes from './0020-0039/0033-job-report-indexes';
import * as searchParts from './0020-0039/0034-search-parts';
import * as people from './0020-0039/0035-people';
import * as refunds from './0020-0039/0036-refunds';
import * as deposits from './0020-0039/0037-deposits';
import * as reviewHides from './0020-0039/0038-review-hides';
import * as activityFilters from './0020-0039/0039-activity-filters';
import * as paymentEmails from './0040-0059/0040-payment-emails';
import * as visitRecords from './0040-0059/0041-visit-records';
import * as officeSpeed from './0040-0059/0047-office-speed';
import * as officeSpeed2 from './0040-0059/0051-office-speed-2';
import * as reportSpeed from './0040-0059/0052-report-speed';
import * as reportRows from './0040-0059/0053-report-rows';
import * as reportDays from './0040-0059/0054-report-days';
import * as reportStampsAtCommit from './0040-0059/0055-report-stamps-at-commit';
import * as searchWords from './0040-0059/0048-search-words';
import * as sources from './0040-0059/0042-sources';
import * as addressParts from './0040-0059/0043-address-parts';
import * as customerLanguage from './0040-0059/0049-customer-language';
import * as holdSources from './0040-0059/0050-hold-sources';

export interface SchemaMigration {
  up(db: Kysely<unknown>, engine: Engine): Promise<void>;
}

/**
 * Every migration, in order, by a name that never changes once released. A new table or column is a new file
 * here and one line below; the bundle has no migrations folder to scan, so the list is explicit.
 */
export const migrations: Record<string, SchemaMigration> = {
  '0001-leads': leads,
  '0002-bookings': bookings,
  '0003-booking-emails': bookingEmails,
  '0004-office': office,
  '0005-schedule': schedule,
  '0006-surge': surge,
  '0007-rate-limits': rateLimits,
  '0008-team': team,
  '0009-dispatch': dispatch,
  '0010-texts': texts,
  '0011-team-invites': teamInvites,
  '0012-desk': desk,
  '0013-customers': customers,
  '0014-booking-details': bookingDetails,
  '0015-visit-charges': visitCharges,
  '0016-reviews': reviews,
  '0017-warranty': warranty,
  '0018-lead-events': leadEvents,
  '0019-indexes': indexes,
  '0020-hold-consent': holdConsent,
  '0021-sign-in-throttles': signInThrottles,
  '0022-surge-mailboxes': surgeMailboxes,
  '0024-text-replies': textReplies,
  '0025-system': system,
  '0026-price-book': priceBook,
  '0027-missed-visit': missedVisit,
  '0028-estimates': estimates,
  '0029-booking-links': bookingLinks,
  '0030-jobs': jobs,
  '0031-payments': payments,
  '0033-job-report-indexes': jobReportIndexes,
  '0034-search-parts': searchParts,
  '0035-people': people,
  '0036-refunds': refunds,
  '0037-deposits': deposits,
  '0038-review-hides': reviewHides,
  '0039-activity-filters': activityFilters,
  '0040-payment-emails': paymentEmails,
  '0041-visit-records': visitRecords,
  '0042-sources': sources,
  '0043-address-parts': addressParts,
  '0047-office-speed': officeSpeed,
  '0048-search-words': searchWords,
  '0049-customer-language': customerLanguage,
  '0050-hold-sources': holdSources,
  '0051-office-speed-2': officeSpeed2,
  '0052-report-speed': reportSpeed,
  '0053-report-rows': reportRows,
  '0054-report-days': reportDays,
  '0055-report-stamps-at-commit': reportStampsAtCommit,
};
