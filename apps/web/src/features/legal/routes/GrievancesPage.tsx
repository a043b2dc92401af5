import { useNavigate } from 'react-router';
import { useGetClientConfigQuery } from '../../../app/clientConfig';
import { Loading } from '../../../components/LoadState';
import { ScreenHeading } from '../../../components/ScreenHeading';
import { enGrievances } from '../../../i18n/enGrievances';
import '../legal.css';

const t = enGrievances;

/**
 * `/grievances` (ours): how to raise a grievance, and the grievance officer's name and contact as
 * the server is configured (GRIEVANCE_OFFICER_*), readable signed in or not.
 */
export default function GrievancesPage() {
  const navigate = useNavigate();
  const officer = useGetClientConfigQuery().data?.grievanceOfficer;
  return (
    <article className="card legal-card" aria-labelledby="legal-heading">
      <ScreenHeading id="legal-heading">{t.title}</ScreenHeading>
      <p className="legal-section">{t.intro}</p>
      {officer ? (
        <section className="legal-section" aria-labelledby="officer-heading">
          <h2 id="officer-heading">{t.officer}</h2>
          <dl className="legal-officer">
            <dt className="visually-hidden">{t.officer}</dt>
            <dd className="legal-officer-name">{officer.name}</dd>
            <dt>{t.email}</dt>
            <dd>
              <a href={`mailto:${officer.email}`}>{officer.email}</a>
            </dd>
            {officer.phone && (
              <>
                <dt>{t.phone}</dt>
                <dd>
                  <a href={`tel:${officer.phone.replace(/\s/g, '')}`}>{officer.phone}</a>
                </dd>
              </>
            )}
            {officer.address && (
              <>
                <dt>{t.address}</dt>
                <dd>{officer.address}</dd>
              </>
            )}
          </dl>
        </section>
      ) : (
        <Loading className="legal-section" text={t.loading} />
      )}
      <p className="legal-section">{t.timelines}</p>
      <p className="legal-section">{t.escalate}</p>
      <button type="button" className="btn btn-secondary btn-block" onClick={() => navigate(-1)}>
        {t.back}
      </button>
    </article>
  );
}
