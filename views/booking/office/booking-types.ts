import type { Locale } from '../../../data/locale';
/** A booking as the office's screens show it (server/features/booking/office.ts reads it). */
import type { VisitStatus } from '../../../data/visit-status';

export interface OfficeBookingView {
  reference: string;
  status: 'booked' | 'cancelled';
  /** ms since the epoch. */
  windowStart: number;
  windowEnd: number;
  name: string;
  phone: string;
  telHref: string;
  email: string;
  /** The whole address, written once (data/site/address.ts's formatAddress). */
  address: string;
  zip: string;
  /** The appliance's name. */
  service: string;
  brand: string;
  /** The model number the customer typed, '' when none. */
  model: string;
  problem: string;
  coupon: string;
  createdAt: string;
  updatedAt: string;
  cancelledAt: string | null;
  changedBy: string | null;
  /** Who made it: online, or the office by phone (createdBy), from a lead (leadId) or not. */
  source?: 'online' | 'office' | 'lead' | undefined;
  createdBy?: string | null | undefined;
  leadId?: string | null | undefined;
  /** The visit's progress on its day. */
  visitStatus: VisitStatus;
  /** The technician's office_users id, or null. */
  technicianId: string | null;
  /** What the customer's e-mails and texts are written in. */
  language?: Locale | undefined;
  /** A warranty visit: the Done visit it is free for. */
  warrantyOf?: WarrantyOfView | undefined;
  /** A Done visit's warranty visits. */
  warrantyVisits?: WarrantyVisitView[] | undefined;
}

/** A warranty visit's original as the office links it: its reference, and the page the viewer may open. */
export interface WarrantyOfView {
  reference: string;
  href: string;
}

export interface WarrantyVisitView {
  reference: string;
  windowStart: number;
  windowEnd: number;
  /** YYYY-MM-DD of the visit, business zone. */
  date: string;
  /** What its status reads ("Booked", "Done", "Cancelled"). */
  status: string;
}
