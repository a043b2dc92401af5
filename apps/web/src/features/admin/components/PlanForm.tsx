import { type AdminPlan, SavePlanRequest } from '@app/contract/schemas/adminPlans';
import type { z } from 'zod';
import { enAdminPlans as t } from '../../../i18n/enAdminPlans';
import { useAdminSavePlanMutation } from '../api/plansApi';
import { requestResolver } from '../requestForm';
import { useEntryForm } from '../useAdminForm';
import { EditForm } from './EditForm';
import { InputField, TextAreaField } from './Fields';

type Values = {
  name: string;
  description: string;
  price: string;
  durationDays: string;
  children: string;
  freeConsultationsPerMonth: string;
  freeFollowUps: string;
  order: string;
};
const FIELDS = [
  'name',
  'description',
  'price',
  'durationDays',
  'children',
  'freeConsultationsPerMonth',
  'freeFollowUps',
  'order',
] as const;

/** Typed text → a number; blank is no number, so the schema asks for one ('₹ 1,499' reads as 1499). */
const numberOf = (text: string) => (text.trim() ? Number(text.replace(/[₹,\s]/g, '')) : undefined) as number;

const valuesOf = (p: AdminPlan): Values => ({
  name: p.name,
  description: p.description,
  price: String(p.price),
  durationDays: String(p.durationDays),
  children: String(p.children),
  freeConsultationsPerMonth: String(p.freeConsultationsPerMonth),
  freeFollowUps: String(p.freeFollowUps),
  order: String(p.order),
});

/**
 * Add a care plan, or edit one: its name, words, price, length, what it gives and its place on the
 * plans screen. Once a plan is sold what it gives is shown, not edited: the server keeps it as sold.
 */
export function PlanForm({ editing, done }: { editing?: AdminPlan; done(): void }) {
  const [save] = useAdminSavePlanMutation();
  const resolver = requestResolver(
    (v: Values): z.input<typeof SavePlanRequest> => ({
      ...(editing ? { planID: editing.planID } : {}),
      name: v.name,
      ...(v.description.trim() ? { description: v.description } : {}),
      price: numberOf(v.price),
      durationDays: numberOf(v.durationDays),
      children: numberOf(v.children),
      freeConsultationsPerMonth: numberOf(v.freeConsultationsPerMonth),
      freeFollowUps: numberOf(v.freeFollowUps),
      order: numberOf(v.order),
    }),
    SavePlanRequest,
    {
      name: t.missingName,
      price: t.missingPrice,
      durationDays: t.missingDays,
      children: t.missingChildren,
      freeConsultationsPerMonth: t.missingCount,
      freeFollowUps: t.missingCount,
      order: t.missingOrder,
    },
  );
  const { field, editProps } = useEntryForm({
    id: 'plan',
    editing: editing?.name,
    texts: t,
    empty: {
      name: '',
      description: '',
      price: '',
      durationDays: '365',
      children: '1',
      freeConsultationsPerMonth: '0',
      freeFollowUps: '0',
      order: '0',
    },
    start: editing && valuesOf(editing),
    fields: FIELDS,
    resolver,
    save: (request) => save(request).unwrap(),
    done,
  });
  // Read-only rather than disabled: still focusable and read out, and sent unchanged.
  const sold = editing?.sold ?? 0;
  const term = { readOnly: sold > 0 };

  return (
    <EditForm {...editProps}>
      <InputField {...field('name')} label={t.name} />
      <TextAreaField {...field('description')} label={t.description} optional />
      <InputField {...field('price')} label={t.price} hint={t.priceHint} inputMode="decimal" />
      <InputField {...field('durationDays')} label={t.durationDays} hint={t.durationHint} inputMode="numeric" />
      <fieldset className="admin-fieldset" aria-describedby={sold > 0 ? 'plan-terms-sold' : undefined}>
        <legend className="field-label">{t.givesLegend}</legend>
        {sold > 0 && (
          <p id="plan-terms-sold" className="field-hint">
            {t.termsSold(sold)}
          </p>
        )}
        <InputField {...field('children')} label={t.children} inputMode="numeric" {...term} />
        <InputField
          {...field('freeConsultationsPerMonth')}
          label={t.freeConsultationsPerMonth}
          inputMode="numeric"
          {...term}
        />
        <InputField {...field('freeFollowUps')} label={t.freeFollowUps} inputMode="numeric" {...term} />
      </fieldset>
      <InputField {...field('order')} label={t.order} inputMode="numeric" />
    </EditForm>
  );
}
