import type { SendMailOptions, Transporter } from 'nodemailer';
import { business } from '../../../data/business';
import { contactServiceChoices } from '../../../data/contact';
import { oneLine } from '../../../data/text';
import type { MailConfig } from '../config';

/**
 * Text bound for a header: one clean line (data/text.ts's oneLine: no CR, LF or other break, no control or
 * invisible character), cut to `maxLength` characters with an ellipsis.
 */
export function headerSafe(value: string, maxLength = 120): string {
  const chars = [...oneLine(value)];
  return chars.length > maxLength ? `${chars.slice(0, maxLength - 1).join('')}…` : chars.join('');
}

export { escapeHtml } from './email-html';

/** The instant a lead came in, as the office reads clocks: "Saturday, July 4, 2026 at 12:30 PM EDT". */
export function receivedInBusinessTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const text = new Intl.DateTimeFormat('en-US', {
    timeZone: business.timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(date);
  // ICU puts a narrow no-break space before AM/PM; plain spaces read the same in every mail client.
  return text.replace(/\s/g, ' ');
}

export function serviceLabel(service: string): string {
  if (service === '') return 'Not specified';
  return contactServiceChoices.find((choice) => choice.value === service)?.label ?? service;
}

/**
 * tel: URI of a phone number as typed. An extension is left off (phones dial it as part of the number
 * otherwise), and a ten-digit number without a country code is taken as North American, as the form expects.
 */
export function telHref(phone: string): string {
  const number = phone.replace(/(?<!\s)\s*(?:x|ext\.?)\s*\d{1,6}\s*$/i, '');
  const digits = number.replace(/\D/g, '');
  if (number.trim().startsWith('+')) return `tel:+${digits}`;
  if (digits.length === 10) return `tel:+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `tel:+${digits}`;
  return `tel:${digits}`;
}

export interface MailerOptions {
  /** Per-step SMTP timeouts in ms (connecting, the greeting, a silent socket); default STEP_TIMEOUT_MS. */
  timeoutMs?: number;
  /**
   * The whole send, connection to the relay's final OK, in ms (default SEND_DEADLINE_MS). The step timeouts cannot
   * catch a relay that keeps talking without finishing (a 250- line every few seconds); this can.
   */
  sendDeadlineMs?: number;
}

/**
 * A message of a few kilobytes takes a relay well under a second; a step silent this long is a dead connection.
 */
export const STEP_TIMEOUT_MS = 20_000;
/**
 * One message's whole send. Well under the outbox's lease (five minutes), so a message is given up and retried
 * long before another server could take it, and short enough that a stalled connection frees its slot soon.
 */
export const SEND_DEADLINE_MS = 30_000;

/** A send that did not end in time, or was cut off by close(): it counts as failed and is retried. */
export class SendAbortedError extends Error {
  override name = 'SendAbortedError';
}

/** An SMTP connection with a deadline on every send; shared by the lead and booking e-mails. */
export interface MailTransport {
  send(message: SendMailOptions): Promise<void>;
  /** Cuts off sends in flight and closes the SMTP connection, if one is open. */
  close(): void;
}

/**
 * Sends messages over SMTP (smtp:// upgrades with STARTTLS when offered; smtps:// is TLS throughout).
 *
 * At the deadline, or on close() (shutdown), the send's AbortSignal fires: nodemailer closes that send's
 * connection and the send rejects with SendAbortedError at once, whatever the relay is doing.
 *
 * nodemailer is loaded once a transport is made (SMTP_URL set), not by every process that imports the app (every
 * test file included; docs/testing.md "CI time, fifth pass"). The deadline is the relay's: it starts once the
 * library is loaded, which on a busy machine can take longer than a test's short deadline.
 */
export function createMailTransport(mail: MailConfig, options: MailerOptions = {}): MailTransport {
  const timeout = options.timeoutMs ?? STEP_TIMEOUT_MS;
  const deadline = options.sendDeadlineMs ?? SEND_DEADLINE_MS;
  let transport: Promise<Transporter> | undefined;
  const open = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({
        url: mail.smtpUrl,
        connectionTimeout: timeout,
        greetingTimeout: timeout,
        socketTimeout: timeout,
        // Message fields are plain strings; never let one be read as a file path or a URL to fetch.
        disableFileAccess: true,
        disableUrlAccess: true,
      }),
    ));
  // Started now, so the first message does not wait for it; a failure to load is the first send's.
  open().catch(() => undefined);
  const inFlight = new Set<AbortController>();
  return {
    async send(message) {
      const smtp = await open();
      const controller = new AbortController();
      const timer = setTimeout(
        () =>
          controller.abort(
            new SendAbortedError(`SMTP send not finished after ${Math.round(deadline / 1000)} s: connection closed`),
          ),
        deadline,
      );
      inFlight.add(controller);
      try {
        await smtp.sendMail({ ...message, signal: controller.signal });
      } catch (error) {
        throw controller.signal.aborted ? (controller.signal.reason as Error) : error;
      } finally {
        clearTimeout(timer);
        inFlight.delete(controller);
      }
    },
    close() {
      for (const controller of inFlight) controller.abort(new SendAbortedError('SMTP send cut off: mailer closed'));
      void transport?.then(
        (smtp) => smtp.close(),
        () => undefined,
      );
    },
  };
}
