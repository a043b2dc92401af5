import { useNavigate } from 'react-router';
import { enFlow } from '../i18n/enFlow';
import { ArrowLeftIcon } from './icons';

interface BackButtonProps {
  /** Where to go when there is no earlier screen of this app in the history (opened from a link). */
  fallback: string;
  className?: string;
}

/**
 * Back goes where the browser's back button would (spec: Back follows the history), so the two
 * never disagree; a screen opened directly falls back to the step before it in the flow.
 */
export function BackButton({ fallback, className = 'btn btn-secondary' }: BackButtonProps) {
  const navigate = useNavigate();
  return (
    <button
      type="button"
      className={className}
      onClick={() => {
        // React Router numbers its history entries: idx 0 is the first screen of this visit.
        const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (index > 0) navigate(-1);
        else navigate(fallback, { replace: true });
      }}
    >
      <ArrowLeftIcon width={20} height={20} />
      {enFlow.intake.back}
    </button>
  );
}
