import type { ConsoleDoctor } from '@app/contract/schemas/console';
import { type Fact, FactRows } from '../../../components/FactRows';
import { enConsole } from '../../../i18n/enConsole';
import { formatDate } from '../../../lib/dates';
import type { SavedPrescription as Saved } from '../api/consoleApi';
import { DoctorBlock } from './DoctorBlock';

const t = enConsole.prescription;

/** A text section of the prescription: its heading and the text as written ('None' when blank). */
function RxText({ heading, text }: { heading: string; text: string }) {
  return (
    <>
      <h3 className="console-rx-subheading">{heading}</h3>
      <p className="console-rx-text">{text || t.none}</p>
    </>
  );
}

/**
 * The prescription's latest version as saved, read-only, in the order it was written (Annexure 2);
 * 'Write a correction' opens the form on it, and saving makes a new version (the old one is kept).
 */
export function SavedPrescription({
  prescription: p,
  doctor,
  onCorrect,
}: {
  prescription: Saved;
  doctor: ConsoleDoctor | undefined;
  onCorrect: () => void;
}) {
  const patient: Fact[] = [
    [t.date, formatDate(p.rxDate)],
    [t.weight, p.weightKg === null ? t.notRecorded : t.kg(p.weightKg)],
    [t.address, p.patientAddress || t.notRecorded],
  ];
  return (
    <div className="console-rx-saved">
      <h2 className="console-panel-heading" id="rx-heading">
        {t.savedHeading}
      </h2>
      <p className="console-rx-number">
        <span>{t.rxNumber(p.rxNumber)}</span>
        {p.version > 1 && <span className="console-rx-version">{t.version(p.version)}</span>}
      </p>
      <DoctorBlock doctor={doctor} />
      <h3 className="console-rx-subheading">{t.patient}</h3>
      <dl className="console-details">
        <FactRows facts={patient} rowClassName="console-detail" />
      </dl>
      <RxText heading={t.chiefComplaints} text={p.chiefComplaints} />
      <RxText heading={t.findings} text={p.findings} />
      <RxText heading={t.diagnosis} text={p.diagnosis} />
      <RxText heading={t.investigations} text={p.investigations} />
      <h3 className="console-rx-subheading">{t.medicines}</h3>
      <div className="staff-table-wrap">
        <table className="staff-table">
          <caption className="visually-hidden">{t.medicines}</caption>
          <thead>
            <tr>
              <th scope="col">{t.name}</th>
              <th scope="col">{t.strength}</th>
              <th scope="col">{t.dose}</th>
              <th scope="col">{t.freq}</th>
              <th scope="col">{t.duration}</th>
              <th scope="col">{t.note}</th>
            </tr>
          </thead>
          <tbody>
            {p.medicines.map((m, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a saved list never changes order
              <tr key={i}>
                <th scope="row">{m.name}</th>
                <td>{m.strength}</td>
                <td>
                  {m.dose} {m.dosemesure}
                </td>
                <td>{m.freq}</td>
                <td>{t.days(m.dureationDays)}</td>
                <td>{m.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <RxText heading={t.advice} text={p.advice} />
      <RxText heading={t.followUpDate} text={p.followUpDate ? formatDate(p.followUpDate) : ''} />
      {p.signature && (
        <>
          <h3 className="console-rx-subheading">{t.signature}</h3>
          <p className="console-rx-text console-rx-signature">{p.signature}</p>
        </>
      )}
      <button type="button" className="btn btn-secondary console-rx-correct" onClick={onCorrect}>
        {t.correct}
      </button>
    </div>
  );
}
