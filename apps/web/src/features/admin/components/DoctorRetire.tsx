import type { AdminDoctor } from '@app/contract/schemas/adminCatalogue';
import { enAdmin } from '../../../i18n/enAdmin';
import { enAdminDoctor } from '../../../i18n/enAdminDoctor';
import { indianDate } from '../../../lib/dates';
import { useAdminRetireDoctorMutation } from '../api/catalogueApi';
import { Panel } from './Panel';
import { ConfirmedButton, useConfirmedCall } from './useConfirmedCall';

const t = enAdminDoctor.retire;

/**
 * Retiring the doctor, confirmed first. The server refuses while the doctor has upcoming
 * consultations and lists them: that message stays on the page in full.
 */
export function DoctorRetire({ doctor }: { doctor: AdminDoctor }) {
  const [retire] = useAdminRetireDoctorMutation();
  const retiring = useConfirmedCall<AdminDoctor>({
    title: (d) => t.confirmTitle(d.displayName),
    text: () => t.confirmText,
    confirmLabel: t.button,
    call: async (d) => (await retire({ doctorID: d.doctorID }).unwrap()).message,
  });

  return (
    <Panel id="doctor-retire" heading={t.heading}>
      {doctor.retiredAt ? (
        <p>{enAdmin.common.retiredOn(indianDate(doctor.retiredAt))}</p>
      ) : (
        <>
          <p className="admin-muted">{t.text}</p>
          <ConfirmedButton
            action={retiring}
            target={doctor}
            label={t.button}
            busyLabel={t.retiring}
            className="btn btn-secondary admin-danger"
          />
        </>
      )}
    </Panel>
  );
}
