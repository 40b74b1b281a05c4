import express from 'express';
import { post, type Feature, type FeatureContext } from '../../kernel/feature';
import { MAX_BODY_BYTES, requireBodyType } from '../../kernel/http/request-guards';
import { limiter, publicLimits, type RateBudget } from '../../kernel/limits/rate-limit';
import { provideLeads } from './context';
import { contactTooMany, sendContactMessage } from './routes/contact';
import { outboxHooks, type StartOutboxOptions } from '../../kernel/queue/worker';
import { startLeadOutbox } from './outbox';
import { createLeadStore, type LeadStore } from './store';
import type { CustomersOffers } from '../customers';
import { officeLeadStore } from './office/store';
import type { LeadsOfficeTools } from './office/tools';

export interface LeadsTuning {
  /** Contact-form submissions allowed per client (data/contact.ts by default); tests that send many raise it. */
  rateLimit?: RateBudget;
  /** Retry timing and logging of the lead e-mail outbox (only started when SMTP_URL is set). */
  outbox?: StartOutboxOptions;
}

export interface LeadsOffers {
  store: LeadStore;
  /** What the leads' office screens work with (and Today's waiting leads). */
  office: LeadsOfficeTools;
}

/** The features leads uses: a lead links its customer as it is stored, and its office page links to them. */
export interface LeadsUses {
  customers: CustomersOffers;
}

/**
 * Leads (docs/leads.md): the contact form with and without JavaScript, stored before the visitor hears it was
 * received, then e-mailed in the background by the outbox when SMTP is set up.
 */
export function leadsFeature(context: FeatureContext, uses: LeadsUses, tuning: LeadsTuning = {}): Feature<LeadsOffers> {
  const { config, database, logger, sameSite, site } = context;
  const store = createLeadStore(database);
  const workers: Feature['workers'] = {};
  // E-mailing happens after a lead is stored, in the background; the visitor's answer never waits for it.
  if (config.mail) {
    workers.outbox = startLeadOutbox(config.mail, database, store, { ...outboxHooks(context), ...tuning.outbox });
  }
  const leads = provideLeads({
    store,
    siteUrl: config.siteUrl,
    sendPage: site.sendPage,
    sendStatusPage: site.sendStatusPage,
    mayRender: site.mayRender,
  });
  // One limit for the form and the API, counted in the database: every server spends the same budget.
  const limited = limiter(publicLimits(database, logger, { contact: tuning.rateLimit }).contact, {
    handler: contactTooMany,
  });
  const body = { limit: MAX_BODY_BYTES };
  return {
    name: 'leads',
    routes: [
      // One flow (server/features/leads/routes/contact.ts): the form without JavaScript gets HTML (303 to /contact?sent=1,
      // or the form again with its errors); a client asking for JSON, or sending it, gets JSON. The Spanish contact
      // page's form posts to /es/contact (issue 41): the same flow, answered in Spanish, the lead kept as 'es'.
      ...['/contact', '/es/contact'].map((path) =>
        post(
          path,
          sameSite,
          leads,
          express.urlencoded({ extended: false, ...body }),
          express.json(body),
          requireBodyType('application/x-www-form-urlencoded', 'application/json'),
          limited,
          sendContactMessage,
        ),
      ),
      // The documented API, the same flow; the app refuses any body but JSON under /api/ with 415 before it.
      post('/api/contact', sameSite, leads, express.json(body), limited, sendContactMessage),
    ],
    workers,
    offers: { store, office: { leads: officeLeadStore(database), customers: uses.customers.store } },
  };
}

export { contactPage, contactPrefillQuery, contactSentQuery } from './contact-page';
export { leadsOfficeLines } from './office/routes';
export type { LeadsOfficeTools } from './office/tools';
export { writeLeadsCsv } from './csv';
export { toStoredLead, type StoredLead } from './store';
export {
  isLeadStatus,
  leadStatus,
  type LeadDetail,
  type LeadNote,
  type LeadQuery,
  type OfficeLead,
} from './office/store';
/** The kind of queued message this feature sends (decision 0046): the System screen reads its figures through it. */
export { leadMailKind } from './lead-emails';
/** The one start-up line about lead e-mail (server/index.ts). */
export { leadMailStatus } from './outbox';
export { recordLeadStatusChange } from './events';
export { MAX_NOTE_LENGTH } from './office/lead-page';
