import { CONSULTATION_LIST_STATUSES, MONEY_FILTERS } from '@app/contract/schemas/adminConsultations';
import { type FormEvent, useState } from 'react';
import { DateField } from '../../../components/DateField';
import { enAdminMoney } from '../../../i18n/enAdminMoney';
import { type ConsultationFilter, isFiltered, NO_FILTER, PHONE_DIGITS } from '../consultationFilter';
import { type Choice, InputField, SelectField } from './Fields';

const t = enAdminMoney.list;

const STATUSES = CONSULTATION_LIST_STATUSES.map((s) => ({ value: s, label: enAdminMoney.status[s] ?? s }));
const MONEY = MONEY_FILTERS.map((m) => ({ value: m, label: enAdminMoney.money[m] ?? m }));

interface ConsultationFiltersProps {
  filter: ConsultationFilter;
  doctors: readonly Choice[];
  clinics: readonly Choice[];
  onApply(filter: ConsultationFilter): void;
}

interface Problems {
  to?: string;
  phone?: string;
}

/**
 * The list's filters: the slot's days, the doctor, the clinic, the status, the money and part of
 * the parent's number, applied together with Show (the page starts again at the first). The
 * number is taken however it is typed (spaces, +91): its digits are what the server matches.
 */
export function ConsultationFilters({ filter, doctors, clinics, onApply }: ConsultationFiltersProps) {
  const [from, setFrom] = useState(filter.from);
  const [to, setTo] = useState(filter.to);
  const [problems, setProblems] = useState<Problems>({});

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const phone = text('phone').replace(/\D/g, '');
    const found: Problems = {
      ...(from && to && to < from ? { to: t.toBeforeFrom } : {}),
      ...(phone && !PHONE_DIGITS.test(phone) ? { phone: t.phoneInvalid } : {}),
    };
    setProblems(found);
    if (found.to || found.phone) return;
    onApply({
      from,
      to,
      doctorID: text('doctorID'),
      clinicID: text('clinicID'),
      status: text('status'),
      money: text('money'),
      phone,
      page: 1,
    });
  }

  // Each select: the filter it sets, its label, its 'any' choice and the rest.
  const selects = [
    ['doctorID', t.doctor, t.allDoctors, doctors],
    ['clinicID', t.clinic, t.allClinics, clinics],
    ['status', t.status, t.anyStatus, STATUSES],
    ['money', t.money, t.anyMoney, MONEY],
  ] as const;

  return (
    <search className="staff-panel">
      <form className="admin-filters" aria-label={t.filters} onSubmit={apply} noValidate>
        <DateField id="filter-from" label={t.from} value={from} onChange={setFrom} />
        <DateField id="filter-to" label={t.to} value={to} onChange={setTo} error={problems.to} />
        {selects.map(([name, label, placeholder, choices]) => (
          <SelectField
            key={name}
            id={`filter-${name}`}
            name={name}
            label={label}
            placeholder={placeholder}
            choices={choices}
            defaultValue={filter[name]}
          />
        ))}
        <InputField
          id="filter-phone"
          name="phone"
          label={t.phone}
          inputMode="tel"
          defaultValue={filter.phone}
          error={problems.phone}
        />
        <div className="admin-form-buttons admin-filter-buttons">
          <button type="submit" className="btn btn-primary">
            {t.apply}
          </button>
          {isFiltered(filter) && (
            <button type="button" className="btn btn-link" onClick={() => onApply(NO_FILTER)}>
              {t.clear}
            </button>
          )}
        </div>
      </form>
    </search>
  );
}
