import type { AdminDoctor } from '@app/contract/schemas/adminCatalogue';
import { enAdminDoctor } from '../../../i18n/enAdminDoctor';
import { indianDateTime } from '../../../lib/dates';
import { useAdminVerifyRegistrationMutation } from '../api/catalogueApi';
import { Panel } from './Panel';
import { ConfirmedButton, useConfirmedCall } from './useConfirmedCall';

const t = enAdminDoctor.verification;

/**
 * Whether someone checked the registration number with the council's register, who and when; and
 * 'Verify registration' for the operator who has just done so (nobody can book the doctor before).
 */
export function DoctorVerification({ doctor, councilName }: { doctor: AdminDoctor; councilName: string }) {
  const [verify] = useAdminVerifyRegistrationMutation();
  const verifying = useConfirmedCall<AdminDoctor>({
    title: () => t.confirmTitle,
    text: (d) => t.confirmText(d.registrationNumber, councilName),
    confirmLabel: t.confirm,
    call: async (d) => {
      await verify({ doctorID: d.doctorID }).unwrap();
      return t.verified;
    },
  });
  const when = doctor.verifiedAt && indianDateTime(doctor.verifiedAt);

  return (
    <Panel id="doctor-verification" heading={t.heading}>
      <p className="admin-registration">
        {councilName} · {doctor.registrationNumber}
      </p>
      {when ? (
        <p className="admin-verified">
          {doctor.verifiedBy ? t.verifiedBy(doctor.verifiedBy, when) : t.verifiedByUnknown(when)}
        </p>
      ) : (
        <>
          <p className="staff-note">{t.notVerified}</p>
          {!doctor.retiredAt && (
            <ConfirmedButton
              action={verifying}
              target={doctor}
              label={t.verify}
              busyLabel={t.verifying}
              className="btn btn-primary"
            />
          )}
        </>
      )}
    </Panel>
  );
}
