import type { PrescriptionItem } from '@app/contract/schemas/consultation';
import { FactRows } from '../../../components/FactRows';
import { enConsultation } from '../../../i18n/enConsultation';
import { rxDateLabel, truncateName } from '../prescriptions';

type Medicine = PrescriptionItem['medicines'][number];

/** One medicine: its name cut to 20 characters (the whole name for hover and screen readers). */
export function MedicineCard({ medicine }: { medicine: Medicine }) {
  const t = enConsultation.prescriptions;
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
      <h4 className="medicine-name" title={medicine.name} aria-label={medicine.name}>
        {truncateName(medicine.name)}
      </h4>
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
      </header>
      <p className="rx-doctor">
        <span className="rx-doctor-name">{item.doctorName}</span>
        {item.qualification && <span>, {item.qualification}</span>}
        {item.registrationNumber && <span className="rx-reg">{t.registration(item.registrationNumber)}</span>}
      </p>
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
