import type { RequestHandler } from 'express';
import { OfficeMessage } from '../../../views/office/OfficeMessage';
import { layoutUser, renderOffice } from '../render';

/** Any other office path, GET or POST: the office's own 404, only ever reached past the guard. */
export const officeNotFound: RequestHandler = (_req, res) => {
  renderOffice(
    res,
    {
      title: 'Not found',
      status: 404,
      body: (
        <OfficeMessage heading="Not found">
          <p>
            There is nothing at this address in the office. <a href="/office">Back to Today</a>
          </p>
        </OfficeMessage>
      ),
    },
    layoutUser(res),
  );
};
