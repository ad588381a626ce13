import { type DefectId, qaEndpoints } from '@shop/core/qa';
import { apiClient } from '../../../api/client';

/** The report call itself, loaded on a persona's first defect: the QA contract stays out of every page's first download. */
export function sendDefectReport(id: DefectId): Promise<unknown> {
  return apiClient.call(qaEndpoints.reportDefect, { body: { defectId: id } });
}
