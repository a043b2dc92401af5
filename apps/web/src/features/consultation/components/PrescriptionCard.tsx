import type { PrescriptionItem } from '@app/contract/schemas/consultation';
import { useId, useState } from 'react';
import { FactRows } from '../../../components/FactRows';
import { enConsultation } from '../../../i18n/enConsultation';
import { medicineStrength, rxDateLabel, truncateName } from '../prescriptions';

type Medicine = PrescriptionItem['medicines'][number];

/**
 * One medicine: its name cut to 20 characters (spec §2), its strength on a line of its own (the cut
 * would hide it: 'Paracetamol oral sus…'), and, when the name was cut, the whole name on a tap (a
 * disclosure button, not a hover a phone cannot do).
 */
export function MedicineCard({ medicine }: { medicine: Medicine }) {
  const t = enConsultation.prescriptions;
  const [showFull, setShowFull] = useState(false);
  const fullNameId = useId();
  const name = medicine.name.trim();
  const short = truncateName(name);
  const cut = short !== name;
  // Written since the guidelines' format: its own field; older ones carried it in the name.
  const strength = medicine.strength.trim() || medicineStrength(name);
  const rows: [string, string][] = [
    [t.rxDate, rxDateLabel(medicine.rxDate)],
    [t.frequency, medicine.freq],
    [t.dose, medicine.dose],
    [t.doseMeasure, medicine.dosemesure],
    [t.duration, t.days(medicine.dureationDays)],
    [t.note, medicine.note.trim() || t.noNote],
  ];
  return (
    <article className="medicine-card">
      <h4 className="medicine-name">
        {cut ? (
          <button
            type="button"
            className="medicine-name-toggle"
            aria-expanded={showFull}
            aria-controls={fullNameId}
            onClick={() => setShowFull((open) => !open)}
          >
            <span className="medicine-name-text">{short}</span>
            <span className="medicine-name-more">{showFull ? t.lessName : t.moreName}</span>
          </button>
        ) : (
          short
        )}
      </h4>
      {cut && (
        <p id={fullNameId} className="medicine-full-name" hidden={!showFull}>
          <span className="medicine-line-label">{t.fullName}</span> {name}
        </p>
      )}
      {strength && (
        <p className="medicine-strength">
          <span className="medicine-line-label">{t.strength}</span> {strength}
        </p>
      )}
      <dl className="medicine-facts">
        <FactRows facts={rows} rowClassName="medicine-fact" />
      </dl>
    </article>
  );
}

/** A prescription: when, by whom (qualification and registration number), for whom, and its medicines. */
export function PrescriptionCard({
  item,
  downloading,
  onDownload,
}: {
  item: PrescriptionItem;
  downloading: boolean;
  onDownload: () => void;
}) {
  const t = enConsultation.prescriptions;
  const headingId = `rx-${item.prescriptionId}`;
  const date = rxDateLabel(item.rxDate);
  return (
    <article className="rx-card" aria-labelledby={headingId}>
      <header className="rx-head">
        <h2 id={headingId} className="rx-title">
          {t.rxDate}: {date}
        </h2>
        <p className="rx-for">
          {t.child}: <strong>{item.memberName}</strong>
        </p>
        <p className="rx-number">
          {t.rxNumber(item.rxNumber)}
          {item.version > 1 && <span className="rx-version"> · {t.corrected(item.version)}</span>}
        </p>
      </header>
      <p className="rx-doctor">
        <span className="rx-doctor-name">{item.doctorName}</span>
        {item.qualification && <span>, {item.qualification}</span>}
        {item.registrationNumber && <span className="rx-reg">{t.registration(item.registrationNumber)}</span>}
      </p>
      {item.diagnosis.trim() && (
        <p className="rx-advice">
          <strong>{t.diagnosis}:</strong> {item.diagnosis}
        </p>
      )}
      {item.advice.trim() && (
        <p className="rx-advice">
          <strong>{t.advice}:</strong> {item.advice}
        </p>
      )}
      <h3 className="rx-subheading">{t.medicines}</h3>
      <ul className="medicine-list">
        {item.medicines.map((medicine, index) => (
          // Medicines have no id of their own; their order is fixed by the prescription.
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed order, never reordered
          <li key={index}>
            <MedicineCard medicine={medicine} />
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="btn btn-secondary btn-small rx-download"
        onClick={onDownload}
        disabled={downloading}
        aria-busy={downloading}
        aria-label={t.downloadLabel(date)}
      >
        {downloading ? t.downloading : t.download}
      </button>
    </article>
  );
}
