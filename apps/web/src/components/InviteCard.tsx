import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import './inviteCard.css';

/** This screen's address with its query: where a screen opened from here comes back to. */
export function useHere() {
  const { pathname, search } = useLocation();
  return `${pathname}${search}`;
}

interface InviteCardProps {
  id: string;
  title: string;
  text: string;
  className?: string;
  children: ReactNode;
}

/** A card inviting the parent somewhere (register, see the plans): a title, why, and the link. */
export function InviteCard({ id, title, text, className, children }: InviteCardProps) {
  return (
    <aside className={className ? `card invite-card ${className}` : 'card invite-card'} aria-labelledby={id}>
      <h2 id={id} className="invite-card-title">
        {title}
      </h2>
      <p className="invite-card-text">{text}</p>
      {children}
    </aside>
  );
}
