import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { FieldErrors } from 'react-hook-form';
import { en } from '../../i18n/en';
import { notify } from '../../lib/notify';
import type { PhoneFieldProps } from './PhoneField';
import { loadPhoneRules } from './phoneLibrary';
import type { PhoneForm, PhoneFormInput, PhoneFormValues } from './phoneRules';
import type { PhoneValue } from './phoneValue';

/** A valid entry: the request's fields, and the number as it is shown back. */
export type PhoneEntry = PhoneFormValues['phone'];

const messageOf = (errors: FieldErrors<PhoneFormInput> | undefined) =>
  errors?.phone?.country?.message ?? errors?.phone?.number?.message;

/**
 * The phone step of a sign-in, for the parents and the doctors alike: the field's state, the
 * spec's checks through the phone library, and what a wrong entry does (the message by the field
 * and in a toast, focus on the wrong part). Each flow sends the code its own way.
 *
 * The form itself (react-hook-form) comes with the phone library (`createPhoneForm`), fetched on
 * the first touch of the field or on submit: the sign-in screen is the first screen and shows
 * without either. Until then the field is plain state; no message can exist before the form does.
 */
export function usePhoneForm({ id, label, initial }: { id: string; label: string; initial: () => PhoneValue }) {
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string>();
  const form = useRef<PhoneForm>(undefined);
  const unsubscribe = useRef<() => void>(undefined);
  useEffect(() => () => unsubscribe.current?.(), []);

  async function phoneForm(): Promise<PhoneForm> {
    const rules = await loadPhoneRules();
    if (!form.current) {
      const created = rules.createPhoneForm(value);
      // The form's errors are the only source of the message shown by the field.
      unsubscribe.current = created.subscribe({
        formState: { errors: true },
        callback: ({ errors }) => setError(messageOf(errors)),
      });
      form.current = created;
    }
    return form.current;
  }

  /** Submit handler: `onValid` runs with the checked entry, the field showing it formatted. */
  const submit = (onValid: (entry: PhoneEntry) => Promise<void> | void) => async (event?: FormEvent) => {
    event?.preventDefault();
    let checked: PhoneForm;
    try {
      checked = await phoneForm();
    } catch {
      // The phone library could not be fetched (offline): the checks cannot run.
      notify.error(en.errors.network);
      return;
    }
    checked.setValue('phone', value);
    await checked.handleSubmit(
      async ({ phone }) => {
        setValue(phone.shown);
        checked.setValue('phone', phone.shown);
        await onValid(phone);
      },
      (refused) => {
        // Said once, by the field (its message is live): no toast as well.
        const wrongCountry = Boolean(refused.phone?.country);
        document.getElementById(wrongCountry ? `${id}-country` : id)?.focus();
      },
    )();
  };

  /** The server refused the number: its message on the part it named. */
  function refuse(part: 'mobileCode' | 'mobileNumber', message: string) {
    form.current?.setError(part === 'mobileCode' ? 'phone.country' : 'phone.number', { type: 'server', message });
  }

  const fieldProps: PhoneFieldProps = {
    id,
    label,
    value,
    onChange: (next) => {
      setValue(next);
      if (error) form.current?.clearErrors('phone');
    },
    error,
  };
  return { submit, refuse, fieldProps };
}
