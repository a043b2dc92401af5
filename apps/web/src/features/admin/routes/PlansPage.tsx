import type { AdminPlan } from '@app/contract/schemas/adminPlans';
import { enAdminPlans as t } from '../../../i18n/enAdminPlans';
import { formatRupees } from '../../../lib/money';
import { useAdminPlansQuery, useAdminRetirePlanMutation } from '../api/plansApi';
import { RetiredState } from '../components/AdminPage';
import { CataloguePage } from '../components/CataloguePage';
import type { Column } from '../components/CatalogueTable';
import { PlanForm } from '../components/PlanForm';

const columns: Column<AdminPlan>[] = [
  { header: t.columns.name, cell: (p) => p.name },
  { header: t.columns.price, cell: (p) => formatRupees(p.price), numeric: true },
  { header: t.columns.length, cell: (p) => t.days(p.durationDays), nowrap: true },
  { header: t.columns.gives, cell: (p) => t.gives(p) },
  { header: t.columns.order, cell: (p) => p.order, numeric: true },
  { header: t.columns.sold, cell: (p) => p.sold, numeric: true },
  { header: t.columns.state, cell: (p) => <RetiredState retiredAt={p.retiredAt} /> },
];

/** `/admin/plans`: the care plans parents can buy, in their order; add, edit, retire (never deleted). */
export default function PlansPage() {
  const plans = useAdminPlansQuery();
  const [retire] = useAdminRetirePlanMutation();
  return (
    <CataloguePage
      id="plans-heading"
      heading={t.heading}
      lead={t.lead}
      emptyText={t.empty}
      list={plans}
      keyOf={(p) => p.planID}
      nameOf={(p) => p.name}
      columns={columns}
      isRetired={(p) => Boolean(p.retiredAt)}
      retire={{
        title: (p) => t.retireTitle(p.name),
        text: t.retireText,
        call: async (p) => (await retire({ planID: p.planID }).unwrap()).message,
      }}
      editable
      form={(editing, done) => <PlanForm key={editing?.planID ?? 'new'} editing={editing} done={done} />}
    />
  );
}
