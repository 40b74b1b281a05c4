import { business } from '../../../data/business';
import { mailtoHref, multiLine, oneLine } from '../../../data/text';
import type { MailConfig } from '../../kernel/config';
import { EMAIL_ADDRESS } from '../../kernel/contact';
import { brandedEmailHtml } from '../../kernel/mail/email-html';
import {
  createMailTransport,
  headerSafe,
  receivedInBusinessTime,
  serviceLabel,
  telHref,
  type MailerOptions,
} from '../../kernel/mail/mailer';
import type { StoredLead } from './store';

/** Everything nodemailer needs for one notification; built by a pure function so it can be checked without a server. */
export interface LeadEmail {
  from: { name: string; address: string };
  to: string;
  /** Absent when the stored e-mail address is not a plain, valid address (so nothing odd can reach a header). */
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  html: string;
}

export interface LeadMailer {
  send(lead: StoredLead): Promise<void>;
  /** Closes the SMTP connection, if one is open. */
  close(): void;
}

export function composeLeadEmail(stored: StoredLead, mail: Pick<MailConfig, 'from' | 'to'>): LeadEmail {
  // Leads stored before the form cleaned its text (or written by other tools) get the same cleaning here.
  const lead = {
    ...stored,
    name: oneLine(stored.name),
    email: oneLine(stored.email),
    phone: oneLine(stored.phone),
    message: multiLine(stored.message),
  };
  const name = headerSafe(lead.name) || 'Website visitor';
  const service = serviceLabel(lead.service);
  const received = receivedInBusinessTime(lead.receivedAt);
  const message = lead.message.trim() === '' ? '(no message)' : lead.message;
  // The leads file is just a file: whatever is in it must not shape a header, so the address is checked again.
  const replyAddress = lead.email.trim();
  const replyable = EMAIL_ADDRESS.test(replyAddress);
  // The office writes in English, but a request made in Spanish is best answered in Spanish: it says so.
  const spanish = stored.language === 'es' ? 'Spanish' : undefined;

  const text = [
    `New repair request from the website.`,
    '',
    `Name:     ${lead.name}`,
    `Phone:    ${lead.phone}`,
    `E-mail:   ${lead.email}`,
    `Service:  ${service}`,
    `Received: ${received}`,
    ...(spanish ? [`Language: ${spanish}`] : []),
    '',
    'Message:',
    message,
    '',
    `Reply to this e-mail to answer ${name} directly. Lead id: ${lead.id}`,
  ].join('\n');

  const html = brandedEmailHtml({
    heading: 'New repair request from the website',
    rows: [
      { label: 'Name', value: lead.name },
      { label: 'Phone', value: lead.phone, href: telHref(lead.phone) },
      { label: 'E-mail', value: lead.email, href: replyable ? mailtoHref(replyAddress) : undefined },
      { label: 'Service', value: service },
      { label: 'Received', value: received },
      ...(spanish ? [{ label: 'Language', value: spanish }] : []),
    ],
    blocks: [{ heading: 'Message', text: message }],
    note: `Reply to this e-mail to answer ${name} directly. Lead id: ${lead.id}`,
  });

  return {
    from: { name: `${business.name} website`, address: mail.from },
    to: mail.to,
    ...(replyable ? { replyTo: { name, address: replyAddress } } : {}),
    subject: headerSafe(`New repair request: ${name}${lead.service ? ` (${service})` : ''}`, 150),
    text,
    html,
  };
}

/** Sends lead notifications to the office (see createMailTransport for the deadline). */
export function createLeadMailer(mail: MailConfig, options: MailerOptions = {}): LeadMailer {
  const transport = createMailTransport(mail, options);
  return {
    send: (lead) => transport.send(composeLeadEmail(lead, mail)),
    close: () => transport.close(),
  };
}
