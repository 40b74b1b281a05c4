import type { RequestHandler } from 'express';
import { renderMessage } from '../render';

/** Any other office path, GET or POST: the office's own 404, only ever reached past the guard. */
export const officeNotFound: RequestHandler = (_req, res) => {
  renderMessage(
    res,
    { status: 404, title: 'Not found' },
    <p>
      There is nothing at this address in the office. <a href="/office">Back to Today</a>
    </p>,
  );
};
