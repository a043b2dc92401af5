import type { ReactNode } from 'react';
import { Spinner } from '../../../components/icons';
import { LoadFailed } from '../../../components/LoadState';
import { enAdmin } from '../../../i18n/enAdmin';
import { indianDate } from '../../../lib/dates';
import { errorMessage } from '../../../lib/http';
import { isOwner, useAdminContext } from '../adminContext';

interface AdminPageProps {
  id: string;
  heading: string;
  lead?: string;
  /** Beside the heading (Add doctor). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A back-office screen: its one h1, what it is for, its actions beside them. */
export function AdminPage({ id, heading, lead, actions, children }: AdminPageProps) {
  return (
    <section className="admin-page" aria-labelledby={id}>
      <div className="staff-page-head">
        <div>
          <h1 className="heading" id={id}>
            {heading}
          </h1>
          {lead && <p className="lead">{lead}</p>}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}

export function Loading() {
  return (
    <div className="staff-loading" role="status">
      <Spinner size={32} />
      <span>{enAdmin.loading}</span>
    </div>
  );
}

/** What an RTK Query hook gives a list: its data once it came, or why not. */
interface Loaded<T> {
  data?: T;
  error?: unknown;
  refetch(): unknown;
}

/** Two answers as one: loaded when both are, failed when either failed, asked again together. */
export function both<A, B>(a: Loaded<A>, b: Loaded<B>): Loaded<[A, B]> {
  return {
    data: a.data !== undefined && b.data !== undefined ? [a.data, b.data] : undefined,
    error: a.error ?? b.error,
    refetch: () => {
      if (a.error) a.refetch();
      if (b.error) b.refetch();
    },
  };
}

/**
 * A loaded answer's states: loading, failed (with Try again; a 401 shows nothing, the layout is
 * taking the operator to sign in), empty, or the content made from it.
 */
export function QueryState<T>({
  query,
  isEmpty,
  emptyText,
  children,
}: {
  query: Loaded<T>;
  isEmpty?(data: T): boolean;
  emptyText?: string;
  children(data: T): ReactNode;
}) {
  if (query.error) {
    const { status, message } = errorMessage(query.error);
    return status === 401 ? null : (
      <LoadFailed className="staff-alert admin-load-failed" message={message} onRetry={() => void query.refetch()} />
    );
  }
  if (query.data === undefined) return <Loading />;
  if (isEmpty?.(query.data)) return <p className="staff-empty">{emptyText}</p>;
  return children(query.data);
}

/**
 * An owners' screen (operators, audit log): shown to owners; others are told so under its heading
 * rather than refused by the server, and nothing is asked until the role is known.
 */
export function OwnersOnlyPage({ children, ...page }: Omit<AdminPageProps, 'actions'>) {
  const { operator } = useAdminContext();
  if (isOwner(operator)) return children;
  return (
    <AdminPage {...page}>
      {operator ? <p className="staff-note">{enAdmin.common.ownersOnly}</p> : <Loading />}
    </AdminPage>
  );
}

/** In use, or retired on a date: a list's State column. */
export function RetiredState({ retiredAt }: { retiredAt: string | null }) {
  return retiredAt ? (
    <span className="admin-badge admin-badge--retired">{enAdmin.common.retiredOn(indianDate(retiredAt))}</span>
  ) : (
    <span className="admin-badge">{enAdmin.common.serving}</span>
  );
}
