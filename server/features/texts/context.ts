import type { RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import type { AppDatabase } from '../../kernel/db/database';
import type { SmsConfig } from '../../kernel/config';

/**
 * What the webhook handlers need of their app, handed to each request by the first handler of its routes (the
 * pattern of server/features/leads/context.ts), so the handlers are plain exported functions.
 */
export interface TextsContext {
  /** Absent when texts are off: the webhooks answer 404 and record nothing. */
  sms?: SmsConfig;
  siteUrl: string;
  database: AppDatabase;
  logger: Logger;
  now: () => Date;
}

interface TextsLocals {
  textsContext?: TextsContext;
}

/** Every texts route's first handler: hands the request the feature's context. */
export function provideTexts(context: TextsContext): RequestHandler {
  return (_req, res, next) => {
    (res.locals as TextsLocals).textsContext = context;
    // What the provider is answered is never for a cache.
    res.set('Cache-Control', 'no-store');
    next();
  };
}

export function textsContext(res: Response): TextsContext {
  const context = (res.locals as TextsLocals).textsContext;
  if (!context) throw new Error('a texts handler ran without provideTexts before it');
  return context;
}

/** The empty TwiML answer: the webhook was heard, and nothing is sent back to the customer. */
export function answerEmptyTwiml(res: Response): void {
  res.status(200).type('text/xml').send('<?xml version="1.0" encoding="UTF-8"?><Response/>');
}
