import { EVERY_ROLE, OFFICE_DESK, OWNER_ONLY, officeLines, type OfficeLine } from '../../../office';
import { bookingScreen } from './booking';
import { bookingCancelScreen } from './booking-cancel';
import { bookingNotesScreen } from './booking-notes';
import { bookingRescheduleScreen } from './booking-reschedule';
import { bookingStatusScreen } from './booking-status';
import { bookingTechnicianScreen } from './booking-technician';
import { bookingTextConsentScreen } from './booking-text-consent';
import { calendarFeedHandler } from '../feed';
import { myDayScreen } from './my-day';
import { myDayFeedScreen } from './my-day-feed';
import { scheduleScreen } from './schedule';
import { scheduleMoveScreen } from './schedule-move';
import { scheduleWeekScreen } from './schedule-week';
import { settingsFeedScreen } from './settings-feed';
import { technicianFeedHandler } from '../technician-feed';
import type { VisitsOfficeTools } from './tools';
import { visitScreen } from './visit';
import { visitNoteScreen } from './from-the-job/visit-note';
import { visitPhotoFile } from './from-the-job/visit-photo';
import { visitPhotoAddScreen } from './from-the-job/visit-photo-add';

/**
 * Dispatch: who goes to each visit, the schedule, and each person's day. Assigning is the desk's; a status
 * anyone may set, a technician only on their own visits, and only the desk reopens. My Day and a visit's page
 * are everyone's, each their own.
 */
export function visitsOfficeLines(tools: VisitsOfficeTools): OfficeLine[] {
  const { page, change, upload, file, open } = officeLines(tools);
  return [
    // After booking's lines: /office/bookings/new is booking's, and no reference.
    page('/office/bookings/:reference', OFFICE_DESK, bookingScreen),
    change('/office/bookings/:reference/reschedule', OFFICE_DESK, bookingRescheduleScreen),
    change('/office/bookings/:reference/cancel', OFFICE_DESK, bookingCancelScreen),
    change('/office/bookings/:reference/notes', OFFICE_DESK, bookingNotesScreen),
    change('/office/bookings/:reference/technician', OFFICE_DESK, bookingTechnicianScreen),
    change('/office/bookings/:reference/text-consent', OFFICE_DESK, bookingTextConsentScreen),
    change('/office/bookings/:reference/status', EVERY_ROLE, bookingStatusScreen, { policy: tools.ownVisit }),
    page('/office/schedule', OFFICE_DESK, scheduleScreen, { nav: { label: 'Schedule', order: 60 } }),
    page('/office/schedule/week', OFFICE_DESK, scheduleWeekScreen),
    change('/office/schedule/move', OFFICE_DESK, scheduleMoveScreen),
    page('/office/my-day', EVERY_ROLE, myDayScreen, { nav: { label: 'My Day', order: 70 } }),
    change('/office/my-day/feed', EVERY_ROLE, myDayFeedScreen),
    page('/office/visits/:reference', EVERY_ROLE, visitScreen, { policy: tools.ownVisit }),
    // "From the job": the visit's own technician (and the desk) writes the note and adds the photos.
    change('/office/visits/:reference/note', EVERY_ROLE, visitNoteScreen, { policy: tools.ownVisit }),
    upload('/office/visits/:reference/photos', EVERY_ROLE, visitPhotoAddScreen, { policy: tools.ownVisit }),
    // The photos' bytes, private as the customer's are: anyone else's visit is the 404 an unknown one is.
    {
      ...file(
        '/office/visits/:reference/photos/:id',
        EVERY_ROLE,
        (req, res, next) => visitPhotoFile(tools, req, res, next),
        { policy: tools.ownVisit, refuseAsNotFound: true },
      ),
      answeredBy: visitPhotoFile,
    },
    change('/office/settings/feed', OWNER_ONLY, settingsFeedScreen),
    // The one office answer without the guard: its secret is the key (feed.ts), else a 404.
    open('/office/calendar/:secret.ics', tools.calendarFeed, calendarFeedHandler),
    // Like the office's feed: one technician's own visits, its secret the key (technician-feed.ts).
    open('/office/calendar/technician/:secret.ics', tools.technicianFeed, technicianFeedHandler),
  ];
}
