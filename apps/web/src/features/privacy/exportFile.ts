import { todayInIndia } from '@app/contract/calendar';
import { paths } from '@app/contract/paths';
import { dataExportFileName } from '@app/contract/schemas/privacy';
import type { BasicState } from '../../app/state';
import { type DownloadDeps, downloadFile } from '../../lib/downloadPdf';

/**
 * Saves the parent's copy of their data (GET Account/ExportMyData, with the app's own headers) as
 * `my-data-<Indian date>.json`, the name the server gives it. Rejects with an ApiError.
 */
export const downloadMyData = (basic: BasicState, now: Date = new Date(), deps?: DownloadDeps) =>
  downloadFile(paths.exportMyData, dataExportFileName(todayInIndia(now)), 'application/json', basic, deps);
