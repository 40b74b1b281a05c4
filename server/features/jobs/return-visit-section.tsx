import { windowInWords } from '../../../views/components/window-words';
import { ReturnVisitSection } from '../../../views/jobs/ReturnVisitSection';
import type { AppDatabase } from '../../kernel/db/database';
import { windowText, type ManageSection } from '../booking';
import { jobOfVisit } from './job-store';
import { jobVisitItems } from './job-visits';
import { returnVisitWindows, type ReturnVisitDeps } from './return-visit';

/**
 * Book the Return Visit on the job's first visit's manage page (booking's slot): the windows once every part is
 * in, "we will e-mail you" while one is on order, and the visit booked once it is.
 */
export function returnVisitOnManagePage(database: AppDatabase, deps: Omit<ReturnVisitDeps, 'engine'>): ManageSection {
  return async (booking, token, now) => {
    await database.ready();
    const job = await jobOfVisit(database.db, booking.id);
    if (!job || job.first.id !== booking.id) return null;
    const visits = jobVisitItems(job);
    const common = { option: job.option, visits, action: `/booking/${token}/return-visit`, jobId: job.id };
    if (job.returnVisit)
      return (
        <ReturnVisitSection {...common} state={{ kind: 'booked', when: windowInWords(windowText(job.returnVisit)) }} />
      );
    if (job.partsWaiting > 0) return <ReturnVisitSection {...common} state={{ kind: 'parts' }} />;
    const windows = await returnVisitWindows(database.db, deps, job, now);
    const words = (list: typeof windows.others) => list.map((w) => ({ start: w.start, words: windowInWords(w) }));
    return (
      <ReturnVisitSection
        {...common}
        state={{ kind: 'windows', sameTechnician: words(windows.sameTechnician), others: words(windows.others) }}
      />
    );
  };
}
