import type { ConsoleDoctor } from '@app/contract/schemas/console';
import { enConsole } from '../../../i18n/enConsole';
import type { SavedPrescription as Saved } from '../api/consoleApi';
import { DoctorBlock } from './DoctorBlock';

const t = enConsole.prescription;

/** The prescription as saved, read-only: it cannot be written twice. */
export function SavedPrescription({
  prescription,
  doctor,
}: {
  prescription: Saved;
  doctor: ConsoleDoctor | undefined;
}) {
  return (
    <div className="console-rx-saved">
      <h2 className="console-panel-heading" id="rx-heading">
        {t.savedHeading}
      </h2>
      <p className="console-rx-number">{t.number(prescription.prescriptionId)}</p>
      <DoctorBlock doctor={doctor} />
      <div className="console-table-wrap">
        <table className="console-table">
          <caption className="visually-hidden">{t.medicines}</caption>
          <thead>
            <tr>
              <th scope="col">{t.name}</th>
              <th scope="col">{t.freq}</th>
              <th scope="col">{t.dose}</th>
              <th scope="col">{t.duration}</th>
              <th scope="col">{t.note}</th>
            </tr>
          </thead>
          <tbody>
            {prescription.medicines.map((m, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a saved list never changes order
              <tr key={i}>
                <th scope="row">{m.name}</th>
                <td>{m.freq}</td>
                <td>
                  {m.dose} {m.dosemesure}
                </td>
                <td>{t.days(m.dureationDays)}</td>
                <td>{m.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3 className="console-rx-subheading">{t.advice}</h3>
      <p className="console-rx-advice">{prescription.advice || t.noAdvice}</p>
    </div>
  );
}
