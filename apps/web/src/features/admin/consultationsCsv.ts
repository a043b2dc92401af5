import { todayInIndia } from '@app/contract/calendar';
import { paths } from '@app/contract/paths';
import { type DownloadDeps, downloadFile } from '../../lib/downloadPdf';
import { errorMessage } from '../../lib/http';
import { searchOf } from '../../lib/routeEndpoint';
import { clearAdminToken, getAdminToken } from './adminSession';
import { type ConsultationFilter, consultationSearchOf } from './consultationFilter';

/**
 * Saves the filtered consultations as a CSV (GET ExportConsultations, the list's filters without
 * its page, up to 10,000 rows): fetched with the operator's token in AuthToken, which a plain link
 * could not carry, then saved as `consultations-<Indian date>.csv`. A 401 forgets the token as any
 * operator call does (the layout then asks to sign in). Rejects with an ApiError.
 */
export async function downloadConsultationsCsv(filter: ConsultationFilter, now = new Date(), deps?: DownloadDeps) {
  const url = `${paths.adminConsultationsCsv}${searchOf(consultationSearchOf({ ...filter, page: 1 }))}`;
  try {
    await downloadFile(url, `consultations-${todayInIndia(now)}.csv`, 'text/csv', { authToken: getAdminToken() }, deps);
  } catch (error) {
    if (errorMessage(error).status === 401) clearAdminToken();
    throw error;
  }
}
