import { AlertIcon, CheckIcon, Spinner } from '../../../components/icons';
import { en } from '../../../i18n/en';
import type { Captcha } from '../api/useCaptcha';
import './captcha.css';

/** The captcha container: a status line, and 'Try again' when the check failed. */
export function CaptchaStatus({ captcha }: { captcha: Captcha }) {
  if (captcha.status === 'off') return null;
  return (
    <div className={`captcha captcha--${captcha.status}`}>
      <p className="captcha-line" role="status" aria-live="polite">
        {captcha.status === 'working' && (
          <>
            <Spinner size={20} />
            <span>{en.captcha.checking}</span>
          </>
        )}
        {captcha.status === 'verified' && (
          <>
            <span className="captcha-tick">
              <CheckIcon width={16} height={16} />
            </span>
            <span>{en.captcha.verified}</span>
          </>
        )}
        {captcha.status === 'failed' && (
          <>
            <AlertIcon width={20} height={20} />
            <span>{en.captcha.failed}</span>
          </>
        )}
      </p>
      {captcha.status === 'failed' && (
        <button type="button" className="btn btn-secondary btn-small" onClick={captcha.refresh}>
          {en.captcha.retry}
        </button>
      )}
    </div>
  );
}
