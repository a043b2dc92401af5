import { type ReactNode, useEffect, useRef, useState } from 'react';
import { enAdmin } from '../../../i18n/enAdmin';
import { AdminPage, QueryState } from './AdminPage';
import { CatalogueTable, type Column } from './CatalogueTable';
import { FormAlert } from './Fields';
import { useConfirmedCall } from './useConfirmedCall';

interface CataloguePageProps<T> {
  id: string;
  heading: string;
  lead: string;
  emptyText: string;
  list: { data?: { data: T[] }; error?: unknown; refetch(): unknown };
  keyOf(row: T): number;
  nameOf(row: T): string;
  columns: readonly Column<T>[];
  isRetired(row: T): boolean;
  canRetire?(row: T): boolean;
  retire: { title(row: T): string; text: string; call(row: T): Promise<string> };
  /** Rows have an Edit button that puts them in the form. */
  editable: boolean;
  /** The form beside the list: editing `row`, or adding one when undefined; `done` ends an edit. */
  form(row: T | undefined, done: () => void): ReactNode;
  /** More beside the list, under the form (the clinics' holidays). */
  more?: ReactNode;
}

/**
 * A back-office list with its form beside it (below it on a narrow screen): Edit puts a row in
 * the form and moves focus there; Retire asks first, and a refusal stays above the list in full.
 */
export function CataloguePage<T>(props: CataloguePageProps<T>) {
  const { keyOf, retire } = props;
  const [editing, setEditing] = useState<T>();
  const panel = useRef<HTMLElement>(null);
  const retiring = useConfirmedCall<T>({
    title: retire.title,
    text: () => (
      <>
        <p>{retire.text}</p>
        <p>{enAdmin.common.retireKeeps}</p>
      </>
    ),
    confirmLabel: enAdmin.common.retire,
    call: retire.call,
  });

  useEffect(() => {
    if (editing !== undefined) panel.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
  }, [editing]);

  return (
    <AdminPage id={props.id} heading={props.heading} lead={props.lead}>
      <div className="admin-split">
        <div className="admin-split-main">
          <FormAlert message={retiring.failure} />
          <QueryState query={props.list} isEmpty={(d) => d.data.length === 0} emptyText={props.emptyText}>
            {({ data }) => (
              <CatalogueTable
                rows={data}
                keyOf={keyOf}
                nameOf={props.nameOf}
                columns={props.columns}
                isRetired={props.isRetired}
                canRetire={props.canRetire}
                retiring={retiring.busyWith}
                onRetire={retiring.ask}
                onEdit={props.editable ? setEditing : undefined}
              />
            )}
          </QueryState>
        </div>
        <div className="admin-side">
          <aside className="staff-panel" ref={panel}>
            {props.form(editing, () => setEditing(undefined))}
          </aside>
          {props.more}
        </div>
      </div>
      {retiring.dialog}
    </AdminPage>
  );
}
