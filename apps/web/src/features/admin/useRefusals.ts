import { useState } from 'react';
import { errorMessage } from '../../lib/http';
import { notify } from '../../lib/notify';

/** A form's messages: by its field, or `form` for a refusal that names none of them. */
export type Refusals<F extends string> = Partial<Record<F | 'form', string>>;

/**
 * A back-office form kept in the screen's state (its dates are DateFields): the missing values it
 * finds itself, then the call, whose refusal shows by the field the server names when the form has
 * it, else in full above the button (a 409 listing booked consultations). A 401 shows nothing: the
 * layout is already taking the operator to sign in.
 */
export function useRefusals<F extends string>(fields: readonly F[]) {
  const [refusals, setRefusals] = useState<Refusals<F>>({});
  const [busy, setBusy] = useState(false);

  /** Runs `call` unless `missing` names something; says what it answers, and returns whether it went through. */
  async function send<T>(missing: Refusals<F>, call: () => Promise<T>, said: (answer: T) => string) {
    setRefusals(missing);
    if (Object.values(missing).some(Boolean)) return false;
    setBusy(true);
    try {
      notify.success(said(await call()));
      return true;
    } catch (failure) {
      const { status, message, field } = errorMessage(failure);
      if (status !== 401) {
        const named = fields.find((f) => f === field);
        setRefusals(named ? ({ [named]: message } as Refusals<F>) : ({ form: message } as Refusals<F>));
      }
      return false;
    } finally {
      setBusy(false);
    }
  }

  return { refusals, busy, send };
}
