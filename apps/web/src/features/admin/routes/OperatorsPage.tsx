import type { Operator } from '@app/contract/schemas/admin';
import { enAdmin } from '../../../i18n/enAdmin';
import { indianDate } from '../../../lib/dates';
import { isOwner, useAdminContext } from '../adminContext';
import { useAdminOperatorsQuery, useAdminRetireOperatorMutation } from '../api/adminApi';
import { AddOperatorForm } from '../components/AddOperatorForm';
import { OwnersOnlyPage } from '../components/AdminPage';
import { CataloguePage } from '../components/CataloguePage';
import type { Column } from '../components/CatalogueTable';

const t = enAdmin.operators;

const columns = (me: number | undefined): Column<Operator>[] => [
  {
    header: t.columns.name,
    cell: (o) => (
      <>
        {o.name}
        {o.operatorID === me && <span className="admin-muted"> {t.you}</span>}
      </>
    ),
  },
  { header: t.columns.phone, cell: (o) => o.phone, nowrap: true },
  { header: t.columns.role, cell: (o) => enAdmin.roles[o.role] ?? o.role },
  { header: t.columns.added, cell: (o) => indianDate(o.createdAt), nowrap: true },
  {
    header: t.columns.retired,
    cell: (o) => (o.retiredAt ? indianDate(o.retiredAt) : enAdmin.common.notRetired),
    nowrap: true,
  },
];

/** `/admin/operators` (owners): who can sign in to the back office; add one, retire one. */
export default function OperatorsPage() {
  const { operator } = useAdminContext();
  const operators = useAdminOperatorsQuery(undefined, { skip: !isOwner(operator) });
  const [retire] = useAdminRetireOperatorMutation();
  const me = operator?.operatorID;

  const page = { id: 'operators-heading', heading: t.heading, lead: t.lead };
  return (
    <OwnersOnlyPage {...page}>
      <CataloguePage
        {...page}
        emptyText={t.empty}
        list={operators}
        keyOf={(o) => o.operatorID}
        nameOf={(o) => o.name}
        columns={columns(me)}
        isRetired={(o) => Boolean(o.retiredAt)}
        // The server refuses one's own retirement: it is not offered.
        canRetire={(o) => o.operatorID !== me}
        retire={{
          title: (o) => t.retireTitle(o.name),
          text: t.retireText,
          call: async (o) => (await retire({ operatorID: o.operatorID }).unwrap()).message,
        }}
        editable={false}
        form={() => <AddOperatorForm />}
      />
    </OwnersOnlyPage>
  );
}
