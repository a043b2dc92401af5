import { BusyButton } from '../../../components/BusyButton';

interface SubmitButtonProps {
  busy: boolean;
  label: string;
  busyLabel: string;
  /** An action that cannot be undone (cancelling a consultation): outlined in the danger colour. */
  danger?: boolean;
}

/** A form's submit button, showing that the form is being sent. */
export function SubmitButton({ busy, label, busyLabel, danger }: SubmitButtonProps) {
  return (
    <BusyButton type="submit" busy={busy} className={danger ? 'btn btn-secondary admin-danger' : 'btn btn-primary'}>
      {busy ? busyLabel : label}
    </BusyButton>
  );
}
