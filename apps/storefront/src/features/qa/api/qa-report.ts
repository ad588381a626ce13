import { type DefectId, type KeyboardReportedControl, qaEndpoints } from '@shop/core/qa';
import { apiClient } from '../../../api/client';

/*
 * The report calls themselves, loaded with a session's first report: the QA contract stays out of
 * every page's first download.
 */

export function sendDefectReport(id: DefectId): Promise<unknown> {
  return apiClient.call(qaEndpoints.reportDefect, { body: { defectId: id } });
}

export function sendKeyboardUseReport(control: KeyboardReportedControl): Promise<unknown> {
  return apiClient.call(qaEndpoints.reportKeyboardUse, { body: { control } });
}
