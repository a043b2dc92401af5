import type { TriageCheckResponse } from '@app/contract/schemas/triage';
import { Link } from 'react-router';
import { screens } from '../../../app/paths';
import { AlertIcon, PhoneIcon } from '../../../components/icons';
import { ScreenHeading } from '../../../components/ScreenHeading';
import { enTriage, type TriageLanguage } from '../../../i18n/enTriage';

interface EmergencyNoticeProps {
  result: TriageCheckResponse;
  lang: TriageLanguage;
  /** Back to the questions: a wrong tap is answered again (and recorded again). */
  onAnswerAgain: () => void;
}

/**
 * What a parent sees when an answer was yes: go to a hospital now, with the numbers to call one
 * tap away. Nothing here leads to a booking or a payment.
 */
export function EmergencyNotice({ result, lang, onAnswerAgain }: EmergencyNoticeProps) {
  const t = enTriage[lang];
  const emergency = result.emergency;
  return (
    <div className="triage-emergency" lang={lang}>
      <ScreenHeading id="child-check-heading" icon={AlertIcon} danger>
        {emergency?.heading[lang]}
      </ScreenHeading>
      <p className="triage-emergency-message" role="alert">
        {emergency?.message[lang]}
      </p>
      <div className="triage-calls">
        <a className="btn btn-danger btn-block" href="tel:112">
          <PhoneIcon width={20} height={20} aria-hidden="true" />
          {t.call112}
        </a>
        <a className="btn btn-secondary btn-block" href="tel:108">
          <PhoneIcon width={20} height={20} aria-hidden="true" />
          {t.call108}
        </a>
      </div>
      <h2 className="triage-signs-heading">{t.signsHeading}</h2>
      <ul className="triage-signs">
        {result.signs.map((s) => (
          <li key={s.id}>
            {s.sign[lang]}
            {s.advice && <p className="triage-advice">{s.advice[lang]}</p>}
          </li>
        ))}
      </ul>
      <p className="triage-note">{t.noPayment}</p>
      <div className="triage-emergency-actions">
        <Link className="btn btn-primary btn-block" to={screens.home}>
          {t.home}
        </Link>
        <button type="button" className="btn btn-link" onClick={onAnswerAgain}>
          {t.answerAgain}
        </button>
      </div>
    </div>
  );
}
