import type { RequestHandler, Response } from 'express';
import type { AppDatabase } from '../../../kernel/db/database';
import type { ReturnVisitDeps } from '../return-visit';

/** What the customer's return-visit route needs of the feature, handed to each request as booking hands its own. */
export interface ReturnVisitContext extends ReturnVisitDeps {
  database: AppDatabase;
}

interface Locals {
  returnVisit?: ReturnVisitContext;
}

export function provideReturnVisit(context: ReturnVisitContext): RequestHandler {
  return (_req, res, next) => {
    (res.locals as Locals).returnVisit = context;
    next();
  };
}

export function returnVisitContext(res: Response): ReturnVisitContext {
  const context = (res.locals as Locals).returnVisit;
  if (!context) throw new Error('a return-visit handler ran without provideReturnVisit before it');
  return context;
}
