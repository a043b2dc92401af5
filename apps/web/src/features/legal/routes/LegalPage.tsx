import { LEGAL_VERSIONS, type LegalDocument } from '@app/contract/constants';
import { useNavigate } from 'react-router';
import { ScreenHeading } from '../../../components/ScreenHeading';
import { enAccount } from '../../../i18n/enAccount';
import { enLegal } from '../../../i18n/enLegal';
import { formatDate } from '../../../lib/dates';
import '../legal.css';

/** A document a parent accepts (ours): its sections and the version registration records. */
function LegalPage({ document }: { document: LegalDocument }) {
  const navigate = useNavigate();
  const { title, sections } = enLegal[document];
  return (
    <article className="card legal-card" aria-labelledby="legal-heading">
      <ScreenHeading id="legal-heading">{title}</ScreenHeading>
      <p className="legal-version">{enAccount.legal.version(formatDate(LEGAL_VERSIONS[document]))}</p>
      {sections.map((section) => (
        <section key={section.heading} className="legal-section">
          <h2>{section.heading}</h2>
          <p>{section.text}</p>
        </section>
      ))}
      <button type="button" className="btn btn-secondary btn-block" onClick={() => navigate(-1)}>
        {enAccount.legal.back}
      </button>
    </article>
  );
}

export function TermsPage() {
  return <LegalPage document="terms" />;
}
export function PrivacyPage() {
  return <LegalPage document="privacy" />;
}
