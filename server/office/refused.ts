import type { OfficeAnswer } from './http';

/**
 * A refusal met inside an action's transaction whose page reads the database (a booking's page, the board):
 * thrown, it rolls back whatever the transaction wrote before it (the window of a move whose technician is then
 * refused), with no activity line; `drawnAfter` draws its page once the transaction is over. Drawn inside it, the
 * page's reads would wait for ever on SQLite's one connection.
 */
export class RefusedChange extends Error {
  constructor(readonly draw: () => Promise<OfficeAnswer>) {
    super('refused inside its transaction');
  }
}

/** The action's answer, or the page of the refusal it threw, drawn after its transaction. */
export async function drawnAfter(action: Promise<OfficeAnswer>): Promise<OfficeAnswer> {
  try {
    return await action;
  } catch (error) {
    if (error instanceof RefusedChange) return error.draw();
    throw error;
  }
}
