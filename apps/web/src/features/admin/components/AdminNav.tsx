import { screens } from '../../../app/paths';
import { StaffNav } from '../../../components/staff/StaffNav';
import { enAdmin } from '../../../i18n/enAdmin';

const t = enAdmin.nav;

/**
 * The back office's sections, each current on its own address and below it (a doctor's page is
 * under Doctors). The operators and the audit log are shown to owners only (the server refuses
 * them to the rest).
 */
export function AdminNav({ owner }: { owner: boolean }) {
  return (
    <StaffNav
      label={t.label}
      links={[
        { to: screens.adminConsultations, label: t.consultations },
        { to: screens.adminSummary, label: t.summary },
        { to: screens.adminDoctors, label: t.doctors },
        { to: screens.adminClinics, label: t.clinics },
        { to: screens.adminSpecialities, label: t.specialities },
        { to: screens.adminBanners, label: t.banners },
        { to: screens.adminPlans, label: t.plans },
        ...(owner
          ? [
              { to: screens.adminOperators, label: t.operators },
              { to: screens.adminAuditLog, label: t.auditLog },
            ]
          : []),
      ]}
    />
  );
}
