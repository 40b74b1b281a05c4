import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** One message as the mail relay received it. */
export interface ReceivedMail {
  /** MAIL FROM and RCPT TO: who the message really goes to, whatever its headers say. */
  envelope: { from: string; to: string[] };
  /** The raw message; its header block is everything before the first empty line. */
  raw: string;
  headerBlock: string;
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP server on loopback, no TLS, no login required: the stand-in for the business's mail relay.
 * With `hold`, it takes each message but keeps the sender waiting for the final OK until the promise settles,
 * as a slow relay would.
 */
export async function startSmtpServer(options: { port?: number; hold?: Promise<void> } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        void simpleParser(raw).then(async (parsed) => {
          await options.hold;
          received.push({
            envelope: {
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            },
            raw,
            headerBlock: raw.split(/\r?\n\r?\n/)[0] ?? '',
            parsed,
          });
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  if (typeof address !== 'object' || !address) throw new Error('SMTP server has no port');
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
