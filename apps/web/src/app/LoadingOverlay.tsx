import { CheckIcon, Spinner } from '../components/icons';
import { en } from '../i18n/en';
import { useAppSelector } from './store';

/** The global loading overlay (spec §2), bound to the `loading` slice, with its 'Verified' mark. */
export function LoadingOverlay() {
  const { loading, otp, verified } = useAppSelector((state) => state.loading);
  if (!loading) return null;
  const label = verified ? en.loading.verified : otp ? en.otp.verifying : en.loading.label;
  return (
    <div className="overlay" role="status" aria-live="assertive">
      <div className={verified ? 'overlay-card overlay-card--verified' : 'overlay-card'}>
        {verified ? (
          <span className="overlay-tick">
            <CheckIcon width={36} height={36} />
          </span>
        ) : (
          <Spinner size={44} className="overlay-spinner" />
        )}
        <p className="overlay-label">{label}</p>
      </div>
    </div>
  );
}
