import type { ConsoleConsultation, ConsoleDoctor } from '@app/contract/schemas/console';
import { enConsole } from '../../../i18n/enConsole';
import { notify } from '../../../lib/notify';
import { consoleApi, type PrescriptionPayload } from '../api/consoleApi';
import { reportFailure } from '../consoleContext';
import type { SavedPrescription as Saved } from '../consultationsStore';
import { consultationsStore } from '../useConsultations';
import { PrescriptionForm } from './PrescriptionForm';
import { SavedPrescription } from './SavedPrescription';

interface PrescriptionSectionProps {
  consultation: ConsoleConsultation;
  doctor: ConsoleDoctor | undefined;
  saved: Saved | undefined;
}

/** The form while there is no prescription; the prescription once there is one (never the form again). */
export function PrescriptionSection({ consultation: c, doctor, saved: savedHere }: PrescriptionSectionProps) {
  // Saved in this tab, or as the server lists it (after a reload, or written on another device).
  const saved = savedHere ?? (c.prescription ? { appReqId: c.appReqId, ...c.prescription } : undefined);
  async function save(payload: PrescriptionPayload) {
    try {
      const response = await consoleApi.writePrescription(payload);
      notify.success(response.message);
      consultationsStore.rememberPrescription({ ...payload, prescriptionId: response.prescriptionId });
      void consultationsStore.load();
      return undefined;
    } catch (failure) {
      // 400 (a field), 409 (not paid, completed, already written): shown as the server words them.
      const error = reportFailure(failure);
      // The consultation changed under the form (written elsewhere, completed): show it as it is now.
      if (error.status === 409) void consultationsStore.load();
      return error;
    }
  }

  return (
    <section className="console-panel console-rx" aria-labelledby="rx-heading">
      {saved ? (
        <SavedPrescription prescription={saved} doctor={doctor} />
      ) : c.prescriptionId !== null ? (
        <>
          <h2 className="console-panel-heading" id="rx-heading">
            {enConsole.prescription.savedHeading}
          </h2>
          <p>{enConsole.prescription.writtenNoDetails(c.prescriptionId)}</p>
        </>
      ) : (
        <PrescriptionForm appReqId={c.appReqId} doctor={doctor} onSubmit={save} />
      )}
    </section>
  );
}
