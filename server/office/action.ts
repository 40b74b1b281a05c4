import type { Transaction } from 'kysely';
import type * as v from 'valibot';
import { oneLine } from '../../data/text';
import type { Tables } from '../kernel/db/schema';
import { readForm, type FieldsSchema, type FormRead } from '../kernel/http/schemas';
import type { FeatureScreen } from './lines';
import { MAX_EMAIL_LENGTH } from './render';
import { writeActivity } from './storage/activity';
import type { ActivityLine, OfficeAnswer, OfficeRequest } from './types';

export type { ActivityLine } from './types';

/** What an action's change gives back: the answer, the activity line (none when nothing changed), and what follows. */
export interface Applied {
  /**
   * The answer, or how to draw it once the transaction is over: a page that reads through the database and not
   * the transaction (a refused form with its choices) waits for the end, as SQLite's one connection is the
   * transaction's until then.
   */
  answer: OfficeAnswer | (() => Promise<OfficeAnswer>);
  activity?: ActivityLine;
  /** The lines of further changes made in the same transaction (a closed day's visits, each moved or cancelled). */
  alsoActivity?: readonly ActivityLine[];
  /** Runs after the commit: a nudge to an outbox, a refresh of what the pages show. Never a change of its own. */
  after?: () => Promise<unknown> | void;
}

/** One step of an action: the form's values, the request, the feature's tools and the change's one transaction. */
export interface ActionStep<Values, Tools> {
  trx: Transaction<Tables>;
  values: Values;
  request: OfficeRequest;
  tools: Tools;
}

/**
 * One office action, as the one pipeline runs it (Discourse's services): the form is read with one schema; a
 * refused form changes nothing; the route's roles and policy were checked by the guard before; the change and
 * its activity line (and any outbox rows the change queues) are written in one transaction, so there is no line
 * without its change and no change without its line; then the answer, and what follows the commit.
 */
export function officeAction<S extends FieldsSchema, Tools = undefined>(spec: {
  form: S;
  /** The answer to a form the schema refuses (nothing changed, nothing logged). */
  refused: (
    read: Extract<FormRead<v.InferOutput<S>>, { ok: false }>,
    request: OfficeRequest,
    tools: Tools,
  ) => Promise<OfficeAnswer> | OfficeAnswer;
  /** The change, with every write through `trx`. */
  apply: (step: ActionStep<v.InferOutput<S>, Tools>) => Promise<Applied>;
}): FeatureScreen<Tools> {
  return async (request, tools) => {
    const read = readForm(spec.form, request.form);
    if (!read.ok) return spec.refused(read, request, tools);
    const applied = await request.transact(async (trx) => {
      const result = await spec.apply({ trx, values: read.values, request, tools });
      for (const line of result.alsoActivity ?? [])
        await writeActivity(trx, {
          at: request.now.toISOString(),
          userEmail: oneLine(request.user.email).slice(0, MAX_EMAIL_LENGTH),
          action: line.action,
          detail: oneLine(line.detail ?? '').slice(0, 500),
          clientAddress: request.clientAddress,
        });
      return result;
    });
    await applied.after?.();
    return typeof applied.answer === 'function' ? applied.answer() : applied.answer;
  };
}
