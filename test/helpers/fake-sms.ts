import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One text the fake provider took, as its API received it. */
export interface FakeSmsMessage {
  sid: string;
  to: string;
  from?: string;
  messagingServiceSid?: string;
  body: string;
  statusCallback?: string;
}

export interface FakeSmsProvider {
  /** SMS_URL for the app: http://ACCOUNT_SID:AUTH_TOKEN@127.0.0.1:port */
  url: string;
  accountSid: string;
  authToken: string;
  /** Texts taken (answered 201), in order. */
  messages: FakeSmsMessage[];
  /** Every POST to the Messages resource, answered or not. */
  requests(): number;
  /** The next `count` requests are answered with this HTTP status and Twilio's error JSON. */
  failNext(count: number, status?: number, code?: number): void;
  /** Requests whose Body contains this text are never answered (a provider that hangs) until close(). */
  hangOn(text: string): void;
  /** Requests being held by hangOn right now. */
  hanging(): number;
  close(): Promise<void>;
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};

/**
 * A stand-in for Twilio on 127.0.0.1 speaking its Messages API: `POST /2010-04-01/Accounts/{sid}/Messages.json`
 * with HTTP Basic auth (the account SID and auth token), a form body with To, From or MessagingServiceSid, Body
 * and StatusCallback; 201 with `{sid, status: 'queued', …}`, or Twilio's error JSON `{code, message, status}`.
 */
export async function startFakeSms(): Promise<FakeSmsProvider> {
  const accountSid = `AC${randomBytes(16).toString('hex')}`;
  const authToken = randomBytes(16).toString('hex');
  const messages: FakeSmsMessage[] = [];
  const held = new Set<ServerResponse>();
  const hangTexts: string[] = [];
  let failures: { count: number; status: number; code: number } = { count: 0, status: 500, code: 20500 };
  let requests = 0;

  const handle = (req: IncomingMessage, res: ServerResponse, raw: string) => {
    const path = `/2010-04-01/Accounts/${accountSid}/Messages.json`;
    if (req.method !== 'POST' || req.url !== path)
      return json(res, 404, { code: 20404, message: 'Not found', status: 404 });
    requests++;
    const expected = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
    if (req.headers.authorization !== expected)
      return json(res, 401, { code: 20003, message: 'Authenticate', status: 401 });
    if (!String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded'))
      return json(res, 400, { code: 20001, message: 'Expected a form body', status: 400 });
    const form = new URLSearchParams(raw);
    const message: FakeSmsMessage = {
      sid: `SM${randomBytes(16).toString('hex')}`,
      to: form.get('To') ?? '',
      body: form.get('Body') ?? '',
      ...(form.has('From') ? { from: form.get('From')! } : {}),
      ...(form.has('MessagingServiceSid') ? { messagingServiceSid: form.get('MessagingServiceSid')! } : {}),
      ...(form.has('StatusCallback') ? { statusCallback: form.get('StatusCallback')! } : {}),
    };
    if (!/^\+[1-9]\d{6,14}$/.test(message.to))
      return json(res, 400, { code: 21211, message: `The 'To' number ${message.to} is not valid.`, status: 400 });
    if (!message.from && !message.messagingServiceSid)
      return json(res, 400, { code: 21603, message: "A 'From' phone number is required.", status: 400 });
    if (message.body === '') return json(res, 400, { code: 21602, message: 'Message body is required.', status: 400 });
    if (hangTexts.some((text) => message.body.includes(text))) {
      held.add(res);
      return;
    }
    if (failures.count > 0) {
      failures.count--;
      return json(res, failures.status, { code: failures.code, message: 'Provider trouble', status: failures.status });
    }
    messages.push(message);
    json(res, 201, { sid: message.sid, status: 'queued', to: message.to, body: message.body, account_sid: accountSid });
  };

  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    req.on('end', () => handle(req, res, raw));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${accountSid}:${authToken}@127.0.0.1:${port}`,
    accountSid,
    authToken,
    messages,
    requests: () => requests,
    failNext: (count, status = 500, code = 20500) => {
      failures = { count, status, code };
    },
    hangOn: (text) => void hangTexts.push(text),
    hanging: () => held.size,
    close: async () => {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * X-Twilio-Signature as Twilio computes it (written here apart from the server's, after twilio-node's
 * webhooks.ts): base64 HMAC-SHA1, keyed with the auth token, of the full URL followed by each POST parameter,
 * sorted by name, as name and value with nothing between.
 */
export function signAsTwilio(authToken: string, url: string, params: Record<string, string>): string {
  const data = Object.keys(params)
    .sort()
    .reduce((text, name) => text + name + params[name], url);
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}
