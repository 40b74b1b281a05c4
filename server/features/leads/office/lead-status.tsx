import * as v from 'valibot';
import { oneLine } from '../../../../data/text';
import { LEAD_STATUS_LABELS } from '../../../../views/leads/lead-status';
import { LEAD_STATUSES } from '../../../kernel/db/schema';
import { text } from '../../../kernel/http/schemas';
import { officeAction } from '../../../office';
import { leadPath } from './lead-page';
import { setLeadStatus } from './store';
import type { LeadsOfficeTools } from './tools';

/** A status that is not one of ours changes nothing; return=today goes back to Today. */
const LEAD_STATUS_FORM = v.object({
  status: v.pipe(text, v.picklist(LEAD_STATUSES)),
  return: v.pipe(
    text,
    v.transform((value) => value === 'today'),
  ),
});

/** POST /office/leads/:id/status: status=new|called back|booked|closed; return=today goes back to Today. */
export const leadStatusScreen = officeAction<typeof LEAD_STATUS_FORM, LeadsOfficeTools>({
  form: LEAD_STATUS_FORM,
  async refused(_read, request, tools) {
    const id = request.params.id ?? '';
    return (await tools.leads.lead(id)) ? { redirect: leadPath(id) } : { notFound: true };
  },
  async apply({ trx, values, request }) {
    const id = request.params.id ?? '';
    const { status, return: backToToday } = values;
    const changed = await setLeadStatus(trx, id, status, { by: request.user.email, at: request.now });
    if (!changed) return { answer: { notFound: true } };
    const answer = { redirect: backToToday ? '/office' : `${leadPath(id)}?saved=status` };
    if (changed.before === status) return { answer };
    return {
      answer,
      activity: {
        action: 'Lead status changed',
        detail: `${oneLine(changed.name)} (${id}): ${LEAD_STATUS_LABELS[changed.before]} → ${LEAD_STATUS_LABELS[status]}`,
      },
    };
  },
});
