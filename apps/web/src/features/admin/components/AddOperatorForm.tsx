import { OPERATOR_ROLES, type OperatorRole } from '@app/contract/constants';
import { AddOperatorRequest } from '@app/contract/schemas/admin';
import { type PhoneValue, phoneValueOf } from '../../../components/phone/phoneValue';
import { enAdmin } from '../../../i18n/enAdmin';
import { useAdminAddOperatorMutation } from '../api/adminApi';
import { phoneRequest, requestResolver } from '../requestForm';
import { useEntryForm } from '../useAdminForm';
import { EditForm } from './EditForm';
import { InputField, SelectField } from './Fields';
import { PhoneControl } from './PhoneControl';

const t = enAdmin.operators;

type Values = { name: string; phone: PhoneValue; role: OperatorRole };

const PHONE = { mobileCode: 'phone', mobileNumber: 'phone' } as const;

const resolver = requestResolver(
  // Without a number typed, the contract's checks say the number is missing.
  (v: Values) => ({ name: v.name, role: v.role, mobileCode: '', mobileNumber: '', ...phoneRequest(v.phone) }),
  AddOperatorRequest,
  { name: t.missingName, phone: t.missingPhone },
  PHONE,
);

/** Add an operator or an owner by name and number: they sign in with an OTP sent to that number. */
export function AddOperatorForm() {
  const [add] = useAdminAddOperatorMutation();
  const { form, field, editProps } = useEntryForm({
    id: 'operator',
    editing: undefined,
    texts: { addHeading: t.addHeading, add: t.add },
    empty: { name: '', phone: phoneValueOf(undefined, undefined), role: 'operator' } satisfies Values,
    fields: ['name', 'role'],
    renamed: PHONE,
    resolver,
    save: (request) => add(request).unwrap(),
    said: ({ operator }) => t.added(operator.name),
    done: () => undefined,
  });
  return (
    <EditForm {...editProps} savingLabel={t.adding}>
      <InputField {...field('name')} label={t.name} />
      <PhoneControl control={form.control} name="phone" id="operator-phone" label={t.phone} />
      <SelectField
        {...field('role')}
        label={t.role}
        choices={OPERATOR_ROLES.map((role) => ({ value: role, label: enAdmin.roles[role] ?? role }))}
      />
    </EditForm>
  );
}
