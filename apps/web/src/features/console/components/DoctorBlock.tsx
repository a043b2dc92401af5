import type { ConsoleDoctor } from '@app/contract/schemas/console';
import { enConsole } from '../../../i18n/enConsole';

const t = enConsole.prescription;

/** The prescriber, as Indian telemedicine guidelines require on every prescription: read-only. */
export function DoctorBlock({ doctor }: { doctor: ConsoleDoctor | undefined }) {
  const rows = [
    { label: t.doctor, value: doctor?.doctorName },
    { label: t.qualification, value: doctor?.qualification },
    { label: t.registrationNumber, value: doctor?.registrationNumber },
  ];
  return (
    <dl className="console-doctor-block" aria-busy={doctor ? undefined : true}>
      {rows.map((row) => (
        <div key={row.label} className="console-detail">
          <dt>{row.label}</dt>
          <dd>{row.value ?? '…'}</dd>
        </div>
      ))}
    </dl>
  );
}
