import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { BusyButton } from '../../../components/BusyButton';
import { FieldError } from '../../../components/Field';
import { TextField } from '../../../components/TextField';
import { enFamily } from '../../../i18n/enFamily';
import { errorMessage } from '../../../lib/apiClient';
import { notify } from '../../../lib/notify';
import { useFamilyInviteMutation } from '../api/familyApi';
import { emptyInviteForm, type InviteFormValues, inviteFormSchema, invitePayloadOf } from '../inviteForm';

const t = enFamily.invite;

/** The parent's invitation: the caregiver's number and the children to share. */
export function InviteForm({ childrenToShare }: { childrenToShare: { memberId: number; name: string }[] }) {
  const [sendInvite, sending] = useFamilyInviteMutation();
  const form = useForm<InviteFormValues>({ resolver: zodResolver(inviteFormSchema), defaultValues: emptyInviteForm });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      const done = await sendInvite(invitePayloadOf(values)).unwrap();
      notify.success(done.message);
      form.reset(emptyInviteForm);
    } catch (error) {
      const problem = errorMessage(error);
      if (problem.field === 'mobileNumber') form.setError('mobileNumber', { message: problem.message });
      else notify.error(problem.message);
    }
  });

  if (childrenToShare.length === 0) return <p className="family-note">{t.noChildren}</p>;
  return (
    <form className="family-invite" onSubmit={submit} noValidate>
      <TextField
        id="family-mobile"
        label={t.mobileNumber}
        inputMode="tel"
        autoComplete="off"
        error={errors.mobileNumber?.message}
        {...form.register('mobileNumber')}
      />
      <Controller
        control={form.control}
        name="memberIds"
        render={({ field }) => (
          <fieldset className="family-children" aria-describedby="family-children-error">
            <legend className="field-label">{t.children}</legend>
            {childrenToShare.map((child) => (
              <div key={child.memberId} className="check-field">
                <input
                  id={`family-child-${child.memberId}`}
                  className="check-input"
                  type="checkbox"
                  checked={field.value.includes(child.memberId)}
                  onChange={(e) =>
                    field.onChange(
                      e.target.checked
                        ? [...field.value, child.memberId]
                        : field.value.filter((id) => id !== child.memberId),
                    )
                  }
                />
                <label htmlFor={`family-child-${child.memberId}`} className="check-label">
                  {child.name}
                </label>
              </div>
            ))}
            <FieldError id="family-children-error" message={errors.memberIds?.message} />
          </fieldset>
        )}
      />
      <BusyButton type="submit" className="btn btn-primary btn-block" busy={sending.isLoading}>
        {sending.isLoading ? t.busy : t.submit}
      </BusyButton>
    </form>
  );
}
