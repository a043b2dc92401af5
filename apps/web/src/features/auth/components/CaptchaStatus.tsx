import { AlertIcon, CheckIcon, ShieldCheckIcon, Spinner } from '../../../components/icons';
import { en } from '../../../i18n/en';
import type { Captcha } from '../api/useCaptcha';
import { captchaShown } from './captchaShown';
import './captcha.css';

/**
 * The captcha container: a status line, and 'Try again' when the check failed. `numberComplete`:
 * a whole number is in the phone field (only then can the box say 'Verified').
 */
export function CaptchaStatus({ captcha, numberComplete }: { captcha: Captcha; numberComplete: boolean }) {
  const shown = captchaShown(captcha.status, numberComplete);
  if (!shown) return null;
  return (
    <div className={`captcha captcha--${shown}`}>
      <p className="captcha-line" role="status" aria-live="polite">
        {shown === 'waiting' && (
          <>
            <ShieldCheckIcon width={20} height={20} />
            <span>{en.captcha.waiting}</span>
          </>
        )}
        {shown === 'working' && (
          <>
            <Spinner size={20} />
            <span>{en.captcha.checking}</span>
          </>
        )}
        {shown === 'verified' && (
          <>
            <span className="captcha-tick">
              <CheckIcon width={16} height={16} />
            </span>
            <span>{en.captcha.verified}</span>
          </>
        )}
        {shown === 'failed' && (
          <>
            <AlertIcon width={20} height={20} />
            <span>{en.captcha.failed}</span>
          </>
        )}
      </p>
      {shown === 'failed' && (
        <button type="button" className="btn btn-secondary btn-small" onClick={captcha.refresh}>
          {en.captcha.retry}
        </button>
      )}
    </div>
  );
}
