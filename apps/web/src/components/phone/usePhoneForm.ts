import type { Resolver } from 'react-hook-form';
import { useController, useForm } from 'react-hook-form';
import { en } from '../../i18n/en';
import { notify } from '../../lib/notify';
import type { PhoneFieldProps } from './PhoneField';
import { loadPhoneRules } from './phoneLibrary';
import type { PhoneFormInput, PhoneFormValues } from './phoneRules';
import type { PhoneValue } from './phoneValue';

/** A valid entry: the request's fields, and the number as it is shown back. */
export type PhoneEntry = PhoneFormValues['phone'];

/**
 * The phone form's resolver waits for the phone library (the check needs it); when the library
 * cannot be fetched (offline), the form is refused with the network message instead.
 */
const phoneResolver: Resolver<PhoneFormInput, unknown, PhoneFormValues> = async (values, context, options) => {
  try {
    const rules = await loadPhoneRules();
    return await rules.phoneFormResolver(values, context, options);
  } catch {
    return { values: {}, errors: { root: { type: 'network', message: en.errors.network } } };
  }
};

/**
 * The phone step of a sign-in, for the parents and the doctors alike: the field's state, the
 * spec's checks through the phone library, and what a wrong entry does (the message by the field
 * and in a toast, focus on the wrong part). Each flow sends the code its own way.
 */
export function usePhoneForm({ id, label, initial }: { id: string; label: string; initial: () => PhoneValue }) {
  const form = useForm<PhoneFormInput, unknown, PhoneFormValues>({
    resolver: phoneResolver,
    defaultValues: { phone: initial() },
    // A message stays until the next submit or the next change, as it did before any library.
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { field } = useController({ name: 'phone', control: form.control });
  const { errors } = form.formState;
  const error = errors.phone?.country?.message ?? errors.phone?.number?.message;

  /** Submit handler: `onValid` runs with the checked entry, the field showing it formatted. */
  const submit = (onValid: (entry: PhoneEntry) => Promise<void> | void) =>
    form.handleSubmit(
      async ({ phone }) => {
        form.setValue('phone', phone.shown);
        await onValid(phone);
      },
      (refused) => {
        if (refused.root?.message) {
          notify.error(refused.root.message);
          return;
        }
        const wrongCountry = Boolean(refused.phone?.country);
        const message = refused.phone?.country?.message ?? refused.phone?.number?.message;
        if (message) notify.warning(message);
        document.getElementById(wrongCountry ? `${id}-country` : id)?.focus();
      },
    );

  /** The server refused the number: its message on the part it named. */
  function refuse(part: 'mobileCode' | 'mobileNumber', message: string) {
    form.setError(part === 'mobileCode' ? 'phone.country' : 'phone.number', { type: 'server', message });
  }

  const fieldProps: PhoneFieldProps = {
    id,
    label,
    value: field.value,
    onChange: (value) => {
      field.onChange(value);
      if (error) form.clearErrors('phone');
    },
    error,
  };
  return { submit, refuse, fieldProps, isSubmitting: form.formState.isSubmitting };
}
