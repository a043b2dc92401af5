import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAppSelector } from '../../../app/store';
import { BackButton } from '../../../components/BackButton';
import { ScreenHeading } from '../../../components/ScreenHeading';
import { enConsultation } from '../../../i18n/enConsultation';
import { errorMessage } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { useGetPrescriptionsQuery } from '../api/consultationApi';
import { PrescriptionCard } from '../components/PrescriptionCard';
import { PrescriptionTabs } from '../components/PrescriptionTabs';
import { RecordsDownloads } from '../components/RecordsDownloads';
import { downloadPrescriptionPdf } from '../pdf';
import { splitByState, type Tab } from '../prescriptions';
import '../consultation.css';
import { screens } from '../../../app/paths';

const ID = /^\d{1,9}$/;

/**
 * `/prescriptions` (spec §2): the family's prescriptions (or one member's, `?patientId=`), newest
 * first, under In Progress and History tabs, each with its medicine cards and a PDF download.
 */
export default function PrescriptionsPage() {
  const [params] = useSearchParams();
  const patient = params.get('patientId') ?? '';
  const patientId = ID.test(patient) ? Number(patient) : undefined;
  const basic = useAppSelector((state) => state.Basic);
  const query = useGetPrescriptionsQuery(patientId, { refetchOnMountOrArgChange: true });
  const [tab, setTab] = useState<Tab>('InProgress');
  const [downloading, setDownloading] = useState<number>();
  const t = enConsultation.prescriptions;

  useEffect(() => {
    if (query.error) notify.error(errorMessage(query.error).message);
  }, [query.error]);

  const split = splitByState(query.data?.data ?? []);

  async function download(prescriptionId: number) {
    if (downloading !== undefined) return;
    setDownloading(prescriptionId);
    try {
      await downloadPrescriptionPdf(prescriptionId, basic);
    } catch (error) {
      const problem = errorMessage(error);
      notify.error(problem.status >= 500 ? t.downloadFailed : problem.message);
    } finally {
      setDownloading(undefined);
    }
  }

  function panel(shown: Tab) {
    if (!query.data) {
      return (
        <div className="card rx-empty">
          {query.isError ? (
            <>
              <p role="alert">{t.loadFailed}</p>
              <button type="button" className="btn btn-secondary" onClick={() => query.refetch()}>
                {enConsultation.retry}
              </button>
            </>
          ) : (
            <p className="consultation-loading" role="status">
              <span className="page-spinner consultation-spinner" aria-hidden="true" />
              {t.loading}
            </p>
          )}
        </div>
      );
    }
    if (split[shown].length === 0) return <p className="card rx-empty">{t.empty[shown]}</p>;
    return (
      <ul className="rx-list">
        {split[shown].map((item) => (
          <li key={item.prescriptionId}>
            <PrescriptionCard
              item={item}
              downloading={downloading === item.prescriptionId}
              onDownload={() => download(item.prescriptionId)}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="consultation rx-page" aria-labelledby="rx-heading">
      <ScreenHeading id="rx-heading" className="rx-heading">
        {t.heading}
      </ScreenHeading>
      <PrescriptionTabs
        selected={tab}
        onSelect={setTab}
        counts={query.data ? { InProgress: split.InProgress.length, History: split.History.length } : undefined}
      >
        {panel}
      </PrescriptionTabs>
      <RecordsDownloads />
      <div className="form-actions rx-actions">
        <BackButton fallback={screens.details} />
      </div>
    </section>
  );
}
