import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { BusyButton } from '../../../components/BusyButton';
import { enAdminMoney } from '../../../i18n/enAdminMoney';
import { errorMessage } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { useAdminClinicsQuery, useAdminDoctorQuery, useAdminDoctorsQuery } from '../api/catalogueApi';
import { useAdminConsultationsQuery } from '../api/moneyApi';
import { AdminPage, QueryState } from '../components/AdminPage';
import { ConsultationFilters } from '../components/ConsultationFilters';
import { ConsultationTable } from '../components/ConsultationTable';
import type { Choice } from '../components/Fields';
import { Pager } from '../components/Pager';
import {
  type ConsultationFilter,
  consultationFilterOf,
  consultationQueryOf,
  consultationSearchOf,
} from '../consultationFilter';
import { downloadConsultationsCsv } from '../consultationsCsv';
import '../money.css';

const t = enAdminMoney.list;

/**
 * The doctors to filter by: the first page of the doctors' list (50, enough for our clinics), and
 * the doctor the address names when they are not on it (a link from a doctor's page).
 */
function useDoctorChoices(doctorID: string): Choice[] {
  const doctors = useAdminDoctorsQuery({}).data?.data ?? [];
  const listed = doctors.some((d) => String(d.doctorID) === doctorID);
  const named = useAdminDoctorQuery({ doctorID }, { skip: !doctorID || listed }).data?.doctor;
  const choices = doctors.map((d) => ({ value: String(d.doctorID), label: d.displayName }));
  if (doctorID && !listed) choices.push({ value: doctorID, label: named?.displayName ?? t.doctorNumber(doctorID) });
  return choices;
}

/**
 * `/admin/consultations`: every consultation, newest slot first, 50 a page, filtered by the slot's
 * days, doctor, clinic, status, money and part of the parent's number. The filters and the page are
 * in the address, so Back and a shared link keep them; the CSV is the same filter, every page.
 */
export default function ConsultationsPage() {
  const [params, setParams] = useSearchParams();
  const filter = consultationFilterOf(params);
  const list = useAdminConsultationsQuery(consultationQueryOf(filter));
  const doctors = useDoctorChoices(filter.doctorID);
  const clinics = (useAdminClinicsQuery().data?.data ?? []).map((c) => ({ value: String(c.clinicID), label: c.name }));
  const [downloading, setDownloading] = useState(false);
  const show = (next: ConsultationFilter) => setParams(consultationSearchOf(next));

  async function download() {
    setDownloading(true);
    try {
      await downloadConsultationsCsv(filter);
      notify.success(t.downloaded);
    } catch (error) {
      const { status, message } = errorMessage(error);
      if (status !== 401) notify.error(message);
    } finally {
      setDownloading(false);
    }
  }

  return (
    <AdminPage
      id="consultations-heading"
      heading={t.heading}
      lead={t.lead}
      actions={
        <BusyButton
          busy={downloading}
          disabled={downloading}
          className="btn btn-secondary"
          onClick={() => void download()}
        >
          {downloading ? t.downloading : t.download}
        </BusyButton>
      }
    >
      <ConsultationFilters key={params.toString()} filter={filter} doctors={doctors} clinics={clinics} onApply={show} />
      <QueryState query={list} isEmpty={(d) => d.data.length === 0} emptyText={t.empty}>
        {(d) => (
          <>
            <p className="admin-count" aria-live="polite">
              {t.found(d.total)}
            </p>
            <ConsultationTable rows={d.data} />
            <Pager page={d.page} pages={d.pages} onPage={(page) => show({ ...filter, page })} />
          </>
        )}
      </QueryState>
    </AdminPage>
  );
}
