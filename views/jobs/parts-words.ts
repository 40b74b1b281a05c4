import { formatCents } from '../../data/charges';
import { dayName, line, when } from '../office/format';

/** A part as the parts' screens show it: every field in words, visitor and office text made safe to show. */
export interface PartView {
  id: string;
  partNumber: string;
  description: string;
  supplier: string;
  cost: string;
  ordered: string;
  expected: string;
  /** "On order", "Late", or "In Mon, Nov 23, 9:05 AM". */
  status: string;
  late: boolean;
  in: boolean;
}

/** What the stores give of a part (days YYYY-MM-DD in the business's zone, cost in cents). */
export interface PartFacts {
  id: string;
  partNumber: string;
  description: string;
  supplier: string;
  costCents: number;
  orderedOn: string;
  expectedOn: string;
  arrivedAt: string | null;
}

/** A part in words, on `today` (YYYY-MM-DD, business zone): late when not in and expected before today. */
export function partView(part: PartFacts, today: string): PartView {
  const late = part.arrivedAt === null && part.expectedOn < today;
  return {
    id: part.id,
    partNumber: line(part.partNumber),
    description: line(part.description),
    supplier: line(part.supplier),
    cost: formatCents(part.costCents),
    ordered: dayName(part.orderedOn),
    expected: dayName(part.expectedOn),
    status: part.arrivedAt ? `In ${when(part.arrivedAt)}` : late ? 'Late' : 'On order',
    late,
    in: part.arrivedAt !== null,
  };
}
