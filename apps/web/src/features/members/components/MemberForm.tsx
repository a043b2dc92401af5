import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Spinner } from '../../../components/icons';
import { TextField } from '../../../components/TextField';
import { enFlow } from '../../../i18n/enFlow';
import type { ApiError } from '../../../lib/apiClient';
import { type MemberFormInput, type MemberFormValues, memberFormSchema } from '../memberForm';
import { RelationField } from './RelationField';

interface MemberFormProps {
  defaultValues: MemberFormInput;
  /** Spec §2: the relation area, for a new member or a relation (never for the account holder). */
  showRelation: boolean;
  busy: boolean;
  /** Saves; resolves with the server's complaint when it refused. */
  onSubmit: (values: MemberFormValues) => Promise<ApiError | undefined>;
}

const FORM_FIELDS = ['firstName', 'LastName', 'email'] as const;
type FormField = (typeof FORM_FIELDS)[number];
const isFormField = (field: string | undefined): field is FormField => FORM_FIELDS.some((f) => f === field);

/** 'Enter your member's details': First Name, Last Name, Email (optional) and Next (spec §2, §5). */
export function MemberForm({ defaultValues, showRelation, busy, onSubmit }: MemberFormProps) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<MemberFormInput, unknown, MemberFormValues>({
    resolver: zodResolver(memberFormSchema),
    defaultValues,
  });

  const submit = handleSubmit(async (values) => {
    if (busy) return;
    const failure = await onSubmit(values);
    // The server names the field it refused: show its message there too.
    if (failure && isFormField(failure.field))
      setError(failure.field, { message: failure.message }, { shouldFocus: true });
  });

  return (
    <form className="form" onSubmit={submit} noValidate>
      {showRelation && (
        <Controller
          name="relation"
          control={control}
          render={({ field }) => <RelationField value={field.value} onChange={field.onChange} />}
        />
      )}
      <TextField
        id="firstName"
        label={enFlow.members.form.firstName}
        autoComplete="given-name"
        autoCapitalize="words"
        required
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        id="LastName"
        label={enFlow.members.form.lastName}
        autoComplete="family-name"
        autoCapitalize="words"
        required
        error={errors.LastName?.message}
        {...register('LastName')}
      />
      <TextField
        id="email"
        type="email"
        inputMode="email"
        label={enFlow.members.form.email}
        labelNote={enFlow.members.form.optional}
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        error={errors.email?.message}
        {...register('email')}
      />
      <button type="submit" className="btn btn-primary btn-block" aria-busy={busy || undefined}>
        {busy && <Spinner size={20} />}
        {busy ? enFlow.members.form.saving : enFlow.members.form.next}
      </button>
    </form>
  );
}
