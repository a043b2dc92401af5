import { messages } from '@app/contract/messages';
import { useState } from 'react';
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { enAdmin } from '../../i18n/enAdmin';
import { errorMessage } from '../../lib/http';
import { notify } from '../../lib/notify';
import { bindFields } from './components/Fields';

interface AdminFormOptions<V extends FieldValues, R, A> {
  defaultValues: DefaultValues<V>;
  resolver: Resolver<V, unknown, R>;
  /** The form's field for a field the server names ('mobileNumber' → 'phone'); unnamed ones show under the form. */
  fieldOf(serverField: string | undefined): Path<V> | undefined;
  /** Sends the checked request; rejects with the server's refusal. */
  save(request: R): Promise<A>;
  /** What to say once saved; the contract's 'Saved.' by default. */
  said?(answer: A): string;
  onSaved?(answer: A): void;
}

/**
 * A back-office form that saves: react-hook-form checked with the contract's schema
 * (requestForm.ts), 'Saved.' once the server agrees, and its refusal by the field it names, else
 * above the button. A 401 shows nothing: the layout is already taking the operator to sign in.
 */
export function useAdminForm<V extends FieldValues, R, A>(options: AdminFormOptions<V, R, A>) {
  const form = useForm<V, unknown, R>({ defaultValues: options.defaultValues, resolver: options.resolver });
  const [formError, setFormError] = useState<string>();

  const submit = form.handleSubmit(async (request) => {
    setFormError(undefined);
    try {
      const answer = await options.save(request);
      notify.success(options.said?.(answer) ?? messages.adminSaved);
      options.onSaved?.(answer);
    } catch (failure) {
      const { status, message, field } = errorMessage(failure);
      if (status === 401) return;
      const shown = options.fieldOf(field);
      if (shown) form.setError(shown, { type: 'server', message }, { shouldFocus: true });
      else setFormError(message);
    }
  });

  return { form, submit, formError, errors: form.formState.errors, saving: form.formState.isSubmitting };
}

/** fieldOf for a form whose fields are named as the request's, some renamed. */
export const fieldsOf =
  <V extends FieldValues>(fields: readonly Path<V>[], renamed: Record<string, Path<V>> = {}) =>
  (serverField: string | undefined): Path<V> | undefined => {
    if (!serverField) return undefined;
    if (serverField in renamed) return renamed[serverField];
    return fields.find((f) => f === serverField);
  };

interface EntryFormOptions<V extends FieldValues, R, A>
  extends Omit<AdminFormOptions<V, R, A>, 'defaultValues' | 'fieldOf'> {
  /** Prefixes the inputs' ids ('clinic' → 'clinic-name'). */
  id: string;
  /** The name of the entry being edited; undefined while adding one. */
  editing: string | undefined;
  texts: { addHeading: string; add: string };
  empty: DefaultValues<V>;
  /** The entry being edited, as the form starts from it. */
  start?: DefaultValues<V>;
  fields: readonly Path<V>[];
  /** The form's field for a request field it names otherwise ('mobileNumber' → 'phone'). */
  renamed?: Record<string, Path<V>>;
  /** Ends an edit (the form then adds again). */
  done(): void;
}

/**
 * The form beside a back-office list: adds an entry, or edits the one chosen; emptied once saved.
 * Gives the props of its EditForm and of each field by name.
 */
export function useEntryForm<V extends FieldValues, R, A>(options: EntryFormOptions<V, R, A>) {
  const { editing, texts, empty, done } = options;
  const admin = useAdminForm<V, R, A>({
    ...options,
    defaultValues: options.start ?? empty,
    fieldOf: fieldsOf(options.fields, options.renamed),
    onSaved: (answer) => {
      admin.form.reset(empty);
      options.onSaved?.(answer);
      done();
    },
  });
  return {
    form: admin.form,
    field: bindFields(admin.form, options.id),
    editProps: {
      id: `${options.id}-form`,
      heading: editing === undefined ? texts.addHeading : enAdmin.common.editing(editing),
      saveLabel: editing === undefined ? texts.add : enAdmin.common.save,
      onCancel: editing === undefined ? undefined : done,
      onSubmit: admin.submit,
      formError: admin.formError,
      saving: admin.saving,
    },
  };
}
