import type { EraseResponse } from '@app/contract/schemas/privacy';
import { Link } from 'react-router';
import { screens } from '../../../app/paths';
import { ScreenHeading } from '../../../components/ScreenHeading';
import { enPrivacy } from '../../../i18n/enPrivacy';
import { PrivacySection } from './PrivacySection';

const t = enPrivacy;

/** After a deletion, signed out: what went and what stays, and why, as the server said it. */
export function ErasedResult({ result }: { result: EraseResponse }) {
  return (
    <article className="card privacy" aria-labelledby="privacy-heading">
      <ScreenHeading id="privacy-heading">{t.title}</ScreenHeading>
      <p className="privacy-done" role="status">
        {result.message}
      </p>
      <PrivacySection id="privacy-removed" heading={t.result.removed} lines={result.removed} />
      <PrivacySection id="privacy-kept" heading={t.result.kept} lines={result.kept} />
      <Link className="btn btn-primary btn-block" to={screens.phone} replace>
        {t.result.signIn}
      </Link>
    </article>
  );
}
