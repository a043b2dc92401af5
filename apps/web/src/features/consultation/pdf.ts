/**
 * Download PDF (spec §2 "prescriptions"): the PDF is fetched with the app's own headers (spec §6:
 * AuthToken and userId; a plain link could not carry them), then saved through an object URL on
 * a temporary <a download>, which is revoked right after.
 */
import { paths } from '@app/contract/paths';
import type { BasicState } from '../../app/state';
import { type DownloadDeps, downloadPdf } from '../../lib/downloadPdf';

export type { DownloadDeps };

export const pdfFileName = (prescriptionId: number) => `prescription-${prescriptionId}.pdf`;

export const pdfUrl = (prescriptionId: number) =>
  `${paths.getPrescriptionPdf}?${new URLSearchParams({ id: String(prescriptionId) })}`;

/** Resolves once the download was handed to the browser; rejects with an ApiError. */
export const downloadPrescriptionPdf = (prescriptionId: number, basic: BasicState, deps?: DownloadDeps) =>
  downloadPdf(pdfUrl(prescriptionId), pdfFileName(prescriptionId), basic, deps);

export const recordsFileName = (memberId: number) => `consultation-records-${memberId}.pdf`;

export const recordsUrl = (memberId: number) =>
  `${paths.getRecordsPdf}?${new URLSearchParams({ patientId: String(memberId) })}`;

/** One child's consultation records (doctor, time, mode, duration, consent, every prescription version). */
export const downloadRecordsPdf = (memberId: number, basic: BasicState, deps?: DownloadDeps) =>
  downloadPdf(recordsUrl(memberId), recordsFileName(memberId), basic, deps);
