import { zodResolver } from '@hookform/resolvers/zod';
import { type ChangeEvent, useRef } from 'react';
import { useController, useForm } from 'react-hook-form';
import { type OtpFormValues, otpDigits, otpFormSchema } from './otpForm';

interface OtpFormOptions {
  /** Move focus back to the box when the code is refused before sending (the console). */
  focusOnRefusal?: boolean;
}

/**
 * The OTP step of a sign-in, for the parents and the doctors alike: the box keeps digits only,
 * the code is checked before it is sent, and a message stays until the next change or submit.
 */
export function useOtpForm({ focusOnRefusal = false }: OtpFormOptions = {}) {
  const form = useForm<OtpFormValues>({
    resolver: zodResolver(otpFormSchema),
    defaultValues: { otp: '' },
    reValidateMode: 'onSubmit',
    shouldFocusError: focusOnRefusal,
  });
  const { field } = useController({ name: 'otp', control: form.control });
  const inputRef = useRef<HTMLInputElement | null>(null);
  const error = form.formState.errors.otp?.message;

  const submit = (onValid: (otp: string) => Promise<void> | void) =>
    // A refusal is said once, by the box (its message below it), never by a toast as well.
    form.handleSubmit(({ otp }) => onValid(otp));

  const inputProps = {
    name: field.name,
    value: field.value,
    ref: (element: HTMLInputElement | null) => {
      field.ref(element);
      inputRef.current = element;
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      field.onChange(otpDigits(event.target.value));
      if (error) form.clearErrors('otp');
    },
  };

  return {
    submit,
    inputProps,
    inputRef,
    error,
    /** The server refused the code: its message by the box. */
    refuse: (message: string) => form.setError('otp', { type: 'server', message }),
    /** A new code was sent: the box starts empty. */
    reset: () => form.reset({ otp: '' }),
  };
}
