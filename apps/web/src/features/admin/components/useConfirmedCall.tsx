import { type ReactElement, type ReactNode, useState } from 'react';
import { BusyButton } from '../../../components/BusyButton';
import { StaffConfirmDialog } from '../../../components/staff/StaffConfirmDialog';
import { enAdmin } from '../../../i18n/enAdmin';
import { errorMessage } from '../../../lib/http';
import { notify } from '../../../lib/notify';
import { FormAlert } from './Fields';

interface ConfirmedCallOptions<T> {
  title(target: T): string;
  text(target: T): ReactNode;
  confirmLabel: string;
  /** The call once confirmed; resolves with what to say (the server's message, when it sends one). */
  call(target: T): Promise<string>;
}

export interface ConfirmedCall<T> {
  ask(target: T): void;
  /** What the call is running for, if it is. */
  busyWith: T | undefined;
  /** The server's refusal of the last try. */
  failure: string | undefined;
  dialog: ReactElement;
}

/**
 * An action the operator confirms first (retire, verify): the question in a dialog, then the call.
 * What the server says on success is a toast; a refusal stays on the page, in full (a 409 lists
 * the upcoming consultations that stand in the way), until the next try.
 */
export function useConfirmedCall<T>(options: ConfirmedCallOptions<T>): ConfirmedCall<T> {
  const [asked, setAsked] = useState<T>();
  const [busyWith, setBusyWith] = useState<T>();
  const [failure, setFailure] = useState<string>();

  async function confirm() {
    const target = asked;
    setAsked(undefined);
    if (target === undefined) return;
    setBusyWith(target);
    setFailure(undefined);
    try {
      notify.success(await options.call(target));
    } catch (error) {
      const { status, message } = errorMessage(error);
      // A 401: the layout is already taking the operator to sign in.
      if (status !== 401) setFailure(message);
    } finally {
      setBusyWith(undefined);
    }
  }

  const dialog = (
    <StaffConfirmDialog
      open={asked !== undefined}
      title={asked === undefined ? '' : options.title(asked)}
      text={asked === undefined ? '' : options.text(asked)}
      confirmLabel={options.confirmLabel}
      cancelLabel={enAdmin.common.cancel}
      onConfirm={() => void confirm()}
      onCancel={() => setAsked(undefined)}
    />
  );
  return { ask: (target: T) => setAsked(() => target), busyWith, failure, dialog };
}

interface ConfirmedButtonProps<T> {
  action: ConfirmedCall<T>;
  target: T;
  label: string;
  busyLabel: string;
  className: string;
}

/** The button of one confirmed action, with its last refusal above it and its question. */
export function ConfirmedButton<T>({ action, target, label, busyLabel, className }: ConfirmedButtonProps<T>) {
  const busy = action.busyWith !== undefined;
  return (
    <>
      <FormAlert message={action.failure} />
      <BusyButton busy={busy} className={className} onClick={() => action.ask(target)}>
        {busy ? busyLabel : label}
      </BusyButton>
      {action.dialog}
    </>
  );
}
