import type { ConsoleConsultation, ConsoleDoctor } from '@app/contract/schemas/console';
import { useState } from 'react';
import { enConsole } from '../../../i18n/enConsole';
import { notify } from '../../../lib/notify';
import { type PrescriptionPayload, useConsoleWritePrescriptionMutation } from '../api/consoleApi';
import { actionState, whenLabel } from '../consoleClock';
import { reportFailure } from '../consoleContext';
import { PrescriptionForm } from './PrescriptionForm';
import { SavedPrescription } from './SavedPrescription';

interface PrescriptionSectionProps {
  consultation: ConsoleConsultation;
  doctor: ConsoleDoctor | undefined;
  /** The server's time now (ms): the form opens 10 minutes before the slot. */
  now: number;
}

/**
 * The form while there is no prescription (from 10 minutes before the slot; a completed
 * consultation keeps it); the prescription's latest version once there is one, with 'Write a
 * correction' opening the form on it (saved as a new version); a no-show has none.
 */
export function PrescriptionSection({ consultation: c, doctor, now }: PrescriptionSectionProps) {
  // As the list has it: written in this tab (the cache is updated at once), after a reload, or on
  // another device. A 409 (saved elsewhere meanwhile, completed) asks for the list again, so it shows.
  const saved = c.prescription ?? undefined;
  const [correcting, setCorrecting] = useState(false);
  const [writePrescription] = useConsoleWritePrescriptionMutation();
  async function save(payload: PrescriptionPayload) {
    try {
      const response = await writePrescription(payload).unwrap();
      notify.success(response.message);
      setCorrecting(false);
      return undefined;
    } catch (failure) {
      // 400 (a field, a medicine refused), 409 (not paid, saved again meanwhile): as the server words them.
      return reportFailure(failure);
    }
  }

  return (
    <section className="console-panel console-rx" aria-labelledby="rx-heading">
      {saved && correcting ? (
        <PrescriptionForm
          consultation={c}
          doctor={doctor}
          correcting={saved}
          onSubmit={save}
          onCancel={() => setCorrecting(false)}
        />
      ) : saved ? (
        <SavedPrescription prescription={saved} doctor={doctor} onCorrect={() => setCorrecting(true)} />
      ) : c.prescriptionId !== null ? (
        <>
          <h2 className="console-panel-heading" id="rx-heading">
            {enConsole.prescription.savedHeading}
          </h2>
          <p>{enConsole.prescription.writtenNoDetails(c.prescriptionId)}</p>
        </>
      ) : c.status === 'no_show' || (c.status === 'booked' && !actionState(c, now).actionsOpen) ? (
        <>
          <h2 className="console-panel-heading" id="rx-heading">
            {enConsole.prescription.savedHeading}
          </h2>
          <p className="staff-note" role="note">
            {c.status === 'no_show'
              ? enConsole.prescription.noShow
              : enConsole.prescription.tooEarly(whenLabel(c.actionsOpenAt, now))}
          </p>
        </>
      ) : (
        <PrescriptionForm consultation={c} doctor={doctor} onSubmit={save} />
      )}
    </section>
  );
}
