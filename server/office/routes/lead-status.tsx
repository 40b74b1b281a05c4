import * as v from 'valibot';
import { oneLine } from '../../../data/text';
import { LEAD_STATUS_LABELS } from '../../../views/office/lead-status';
import { LEAD_STATUSES } from '../../db/schema';
import { readForm, text } from '../../http/schemas';
import type { OfficeScreen } from '../http';
import { leadPath } from '../pages/lead';

/** A status that is not one of ours changes nothing; return=today goes back to Today. */
const LEAD_STATUS_FORM = v.object({
  status: v.pipe(text, v.picklist(LEAD_STATUSES)),
  return: v.pipe(
    text,
    v.transform((value) => value === 'today'),
  ),
});

/** POST /office/leads/:id/status: status=new|called back|booked|closed; return=today goes back to Today. */
export const leadStatusScreen: OfficeScreen = async (request) => {
  const id = request.params.id ?? '';
  const form = readForm(LEAD_STATUS_FORM, request.form);
  if (!form.ok) {
    const lead = await request.store.lead(id);
    if (!lead) return { notFound: true };
    return { redirect: leadPath(id) };
  }
  const { status, return: backToToday } = form.values;
  const before = await request.store.setLeadStatus(id, status, { by: request.user.email, at: request.now });
  if (before === undefined) return { notFound: true };
  if (before !== status) {
    const lead = await request.store.lead(id);
    await request.log(
      'Lead status changed',
      `${oneLine(lead?.name ?? '')} (${id}): ${LEAD_STATUS_LABELS[before]} → ${LEAD_STATUS_LABELS[status]}`,
    );
  }
  return { redirect: backToToday ? '/office' : `${leadPath(id)}?saved=status` };
};
