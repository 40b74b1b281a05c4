import type { SmsConfig } from '../config';

/** What the provider said when it took a text: its id (Twilio's SM…) and first status (queued, accepted). */
export interface SentText {
  sid: string;
  status: string;
}

/**
 * The provider refused or failed a text. `responseCode` speaks the outbox's language (server/features/leads/outbox.ts
 * reads a 5xx there as "asking again will not help"): set for a request the provider refuses as such (a 4xx such
 * as an invalid number or an unsubscribed one), unset for what may pass later (its 5xx, 429, bad credentials
 * the operator will fix, a timeout). The message names the HTTP status and the provider's error code only: the
 * provider's own words can quote the customer's number, and this ends up in the logs.
 */
export class SmsSendError extends Error {
  override name = 'SmsSendError';
  constructor(
    message: string,
    readonly httpStatus?: number,
    /** The provider's error code: Twilio's 21610 is a number that replied STOP. */
    readonly code?: number,
    readonly responseCode?: number,
  ) {
    super(message);
  }
}

/** Twilio's code for "the number replied STOP to this sender": the provider refuses until it sends START. */
export const UNSUBSCRIBED_RECIPIENT = 21610;

/** One send, request to answer; well under the outbox's five-minute lease. */
export const SMS_DEADLINE_MS = 15_000;

export interface SmsClientOptions {
  /** The whole request, connection to answer, in ms (default SMS_DEADLINE_MS). */
  deadlineMs?: number;
}

export interface SmsClient {
  send(text: { to: string; body: string; statusCallback: string }): Promise<SentText>;
  /** Cuts off the requests in flight (shutdown). */
  close(): void;
}

/** Statuses worth trying again: the provider's own trouble, rate limiting, credentials being fixed. */
const TRANSIENT = new Set([401, 403, 408, 409, 429]);

/**
 * A client of Twilio's Messages API, or a provider speaking it: `POST {api}/2010-04-01/Accounts/{sid}/Messages.json`
 * with HTTP Basic auth and a form body (To, From or MessagingServiceSid, Body, StatusCallback); the answer is JSON
 * with `sid` and `status`, or Twilio's error JSON `{code, message, status}`. Every request has a deadline, so a
 * provider that hangs holds one send, never the outbox.
 */
export function createSmsClient(sms: SmsConfig, options: SmsClientOptions = {}): SmsClient {
  const deadline = options.deadlineMs ?? SMS_DEADLINE_MS;
  const endpoint = `${sms.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(sms.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${sms.accountSid}:${sms.authToken}`).toString('base64')}`;
  const inFlight = new Set<AbortController>();
  return {
    async send(text) {
      const form = new URLSearchParams({ To: text.to, Body: text.body, StatusCallback: text.statusCallback });
      if (sms.messagingServiceSid) form.set('MessagingServiceSid', sms.messagingServiceSid);
      else if (sms.from) form.set('From', sms.from);
      const controller = new AbortController();
      const timer = setTimeout(
        () => controller.abort(new SmsSendError(`SMS provider did not answer within ${deadline} ms`)),
        deadline,
      );
      inFlight.add(controller);
      try {
        const response = await fetch(endpoint, {
          method: 'POST',
          headers: { Authorization: authorization, Accept: 'application/json' },
          body: form,
          signal: controller.signal,
          redirect: 'error',
        });
        const answer = (await response.json().catch(() => ({}))) as { sid?: unknown; status?: unknown; code?: unknown };
        if (response.ok && typeof answer.sid === 'string') {
          return { sid: answer.sid.slice(0, 64), status: typeof answer.status === 'string' ? answer.status : '' };
        }
        const code = typeof answer.code === 'number' ? answer.code : undefined;
        const status = response.status;
        const permanent = status >= 400 && status < 500 && !TRANSIENT.has(status);
        throw new SmsSendError(
          response.ok
            ? `SMS provider answered HTTP ${status} without a message id`
            : `SMS provider refused the text: HTTP ${status}${code === undefined ? '' : `, code ${code}`}`,
          status,
          code,
          permanent ? 554 : undefined,
        );
      } catch (error) {
        if (controller.signal.aborted) throw controller.signal.reason as Error;
        if (error instanceof SmsSendError) throw error;
        // fetch's own failures (refused connection, DNS): their text names no customer.
        throw new SmsSendError(`SMS provider unreachable: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        clearTimeout(timer);
        inFlight.delete(controller);
      }
    },
    close() {
      for (const controller of inFlight) controller.abort(new SmsSendError('SMS send cut off: shutting down'));
    },
  };
}
