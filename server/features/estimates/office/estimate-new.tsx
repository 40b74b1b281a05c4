import type { FeatureScreen } from '../../../office';
import type { EstimatesOfficeTools } from '../tools';
import { estimateFormPage } from './estimate-form';
import { visitOf } from './visit';

/** GET /office/visits/:reference/estimates/new: the New Estimate form (the visit's technician, or the desk). */
export const estimateNewScreen: FeatureScreen<EstimatesOfficeTools> = async (request, { database }) => {
  await database.ready();
  const booking = await visitOf(database.db, request.params.reference ?? '');
  if (!booking) return { notFound: true };
  return estimateFormPage(request, database.db, booking);
};
