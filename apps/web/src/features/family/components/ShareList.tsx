import { todayInIndia } from '@app/contract/calendar';
import type { FamilyShare } from '@app/contract/schemas/family';
import { BusyButton } from '../../../components/BusyButton';
import { enFamily } from '../../../i18n/enFamily';
import { longDate } from '../../../lib/dates';

const t = enFamily;

interface ShareListProps {
  id: string;
  heading: string;
  empty: string;
  shares: FamilyShare[];
  side: 'given' | 'received';
  busy: number | undefined;
  onAccept?: (share: FamilyShare) => void;
  onEnd: (share: FamilyShare) => void;
  onOpen?: (member: FamilyShare['members'][number]) => void;
}

/** '+919876543210' as a person reads it: '+91 98765 43210'. */
export const spacedPhone = (e164: string) =>
  /^\+91\d{10}$/.test(e164) ? `+91 ${e164.slice(3, 8)} ${e164.slice(8)}` : e164;

const stateText = (share: FamilyShare, side: ShareListProps['side']) => {
  if (share.state !== 'pending') return t.state[share.state];
  // The Indian date of the instant it expires (a UTC date would be a day early in India's evening).
  const until = longDate(todayInIndia(new Date(share.expiresAt)));
  return side === 'received' ? t.invitedUntil(until) : t.state.pending(until);
};

/** One side's invitations: who, which children, where each stands, and what can be done about it. */
export function ShareList({ id, heading, empty, shares, side, busy, onAccept, onEnd, onOpen }: ShareListProps) {
  return (
    <section className="family-list" aria-labelledby={id}>
      <h2 id={id} className="family-heading">
        {heading}
      </h2>
      {shares.length === 0 ? (
        <p className="family-note">{empty}</p>
      ) : (
        <ul className="family-shares">
          {shares.map((share) => {
            const open = share.state === 'pending' || share.state === 'active';
            return (
              <li key={share.inviteId} className={`family-share family-share--${share.state}`}>
                <p className="family-share-who">{t.from(share.otherName, spacedPhone(share.otherPhone))}</p>
                <p className="family-share-children">{t.children(share.members.map((m) => m.firstName).join(', '))}</p>
                <p className="family-share-state">{stateText(share, side)}</p>
                <div className="family-share-actions">
                  {side === 'received' && share.state === 'pending' && onAccept && (
                    <BusyButton
                      className="btn btn-primary"
                      busy={busy === share.inviteId}
                      onClick={() => onAccept(share)}
                    >
                      {t.accept}
                    </BusyButton>
                  )}
                  {side === 'received' &&
                    share.state === 'active' &&
                    onOpen &&
                    share.members.map((m) => (
                      <button key={m.memberId} type="button" className="btn btn-primary" onClick={() => onOpen(m)}>
                        {t.openTracker(m.firstName)}
                      </button>
                    ))}
                  {open && (
                    <BusyButton
                      className="btn btn-secondary"
                      busy={busy === share.inviteId}
                      onClick={() => onEnd(share)}
                    >
                      {share.state === 'active' ? t.end : side === 'given' ? t.withdraw : t.decline}
                    </BusyButton>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
