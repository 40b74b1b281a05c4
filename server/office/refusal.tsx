import { OfficeMessage } from '../../views/office/OfficeMessage';
import type { OfficeAnswer } from './types';

/**
 * A screen's answer that only refuses, at its status, with a way back: a status change the visit no longer
 * allows, a price for a visit not Done, a second recording by a technician.
 */
export const refusalPage = (status: number, heading: string, text: string, back: string): OfficeAnswer => ({
  page: {
    title: heading,
    status,
    body: (
      <OfficeMessage heading={heading}>
        <p>{text}</p>
        <p>
          <a href={back}>Back</a>
        </p>
      </OfficeMessage>
    ),
  },
});
