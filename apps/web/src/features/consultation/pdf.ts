/**
 * Download PDF (spec §2 "prescriptions"): the PDF is fetched with the app's own headers (spec §6:
 * AuthToken and userId; a plain link could not carry them), then saved through an object URL on
 * a temporary <a download>, which is revoked right after.
 */
import { paths } from '@app/contract/paths';
import type { BasicState } from '../../app/state';
import { apiErrorOf, defaultHeaders } from '../../lib/http';

export const pdfFileName = (prescriptionId: number) => `prescription-${prescriptionId}.pdf`;

export const pdfUrl = (prescriptionId: number) =>
  `${paths.getPrescriptionPdf}?${new URLSearchParams({ id: String(prescriptionId) })}`;

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

/** Resolves once the download was handed to the browser; rejects with an ApiError. */
export async function downloadPrescriptionPdf(
  prescriptionId: number,
  basic: BasicState,
  deps: DownloadDeps = browserDeps(),
): Promise<void> {
  const { 'Content-Type': _json, ...headers } = defaultHeaders(basic);
  let response: Response;
  try {
    response = await deps.fetch(pdfUrl(prescriptionId), { headers: { ...headers, Accept: 'application/pdf' } });
  } catch {
    throw apiErrorOf(0, undefined);
  }
  if (!response.ok) throw apiErrorOf(response.status, await response.json().catch(() => undefined));
  const blob = await response.blob();
  const url = deps.createObjectURL(blob);
  const link = deps.document.createElement('a');
  link.href = url;
  link.download = pdfFileName(prescriptionId);
  link.rel = 'noopener';
  link.hidden = true;
  deps.document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Some browsers read the URL after click() returns: revoke on the next turn.
    setTimeout(() => deps.revokeObjectURL(url), 0);
  }
}
