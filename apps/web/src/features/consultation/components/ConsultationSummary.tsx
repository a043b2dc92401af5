import type { ConsultationResponse } from '@app/contract/schemas/consultation';
import { enConsultation } from '../../../i18n/enConsultation';
import { consultLabel } from '../../../lib/consultTypes';
import { longDate } from '../../../lib/dates';

type Field = 'member' | 'type' | 'doctor' | 'registration' | 'clinic' | 'date' | 'slot';

const ALL: readonly Field[] = ['member', 'type', 'doctor', 'registration', 'clinic', 'date', 'slot'];

/** What was booked and when, as a labelled list (the region 'Your consultation'). */
export function ConsultationSummary({
  consultation,
  fields = ALL,
}: {
  consultation: ConsultationResponse['data'];
  fields?: readonly Field[];
}) {
  const t = enConsultation.summary;
  const values: Record<Field, string> = {
    member: consultation.memberName,
    type: consultLabel(consultation.consultType),
    doctor: consultation.doctorName,
    registration: consultation.registrationNumber,
    clinic: consultation.clinicName,
    date: longDate(consultation.slotDate) || consultation.slotDate,
    slot: consultation.slot,
  };
  const rows = fields.filter((field) => values[field].trim());
  return (
    <section className="held consultation-summary" aria-label={t.label}>
      <dl className="held-list">
        {rows.map((field) => (
          <div key={field} className="held-row">
            <dt>{t[field]}</dt>
            <dd>{values[field]}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
