/**
 * Downloads a file of ours (a PDF, the parent's data): fetched with the app's own headers (spec §6:
 * AuthToken and userId; a plain link could not carry them), then saved through an object URL on a
 * temporary <a download>, which is revoked right after.
 */
import { apiErrorOf, defaultHeaders, type SessionHeaderSource } from './http';

export interface DownloadDeps {
  fetch: typeof fetch;
  document: Document;
  createObjectURL(blob: Blob): string;
  revokeObjectURL(url: string): void;
}

const browserDeps = (): DownloadDeps => ({
  fetch: (...args) => window.fetch(...args),
  document: window.document,
  createObjectURL: (blob) => URL.createObjectURL(blob),
  revokeObjectURL: (url) => URL.revokeObjectURL(url),
});

/** Fetches a PDF of ours and saves it as `fileName`; resolves once handed to the browser, rejects with an ApiError. */
export const downloadPdf = (url: string, fileName: string, basic: SessionHeaderSource, deps?: DownloadDeps) =>
  downloadFile(url, fileName, 'application/pdf', basic, deps);

/** As downloadPdf, for a file of another type (`accept`: the parent's data is JSON). */
export async function downloadFile(
  url: string,
  fileName: string,
  accept: string,
  basic: SessionHeaderSource,
  deps: DownloadDeps = browserDeps(),
): Promise<void> {
  const { 'Content-Type': _json, ...headers } = defaultHeaders(basic);
  let response: Response;
  try {
    response = await deps.fetch(url, { headers: { ...headers, Accept: accept } });
  } catch {
    throw apiErrorOf(0, undefined);
  }
  if (!response.ok) throw apiErrorOf(response.status, await response.json().catch(() => undefined));
  const blob = await response.blob();
  const objectUrl = deps.createObjectURL(blob);
  const link = deps.document.createElement('a');
  link.href = objectUrl;
  link.download = fileName;
  link.rel = 'noopener';
  link.hidden = true;
  deps.document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Some browsers read the URL after click() returns: revoke on the next turn.
    setTimeout(() => deps.revokeObjectURL(objectUrl), 0);
  }
}
