import type { FormEventHandler, ReactNode } from 'react';
import { enAdmin } from '../../../i18n/enAdmin';
import { FormAlert } from './Fields';
import { SubmitButton } from './SubmitButton';

interface EditFormProps {
  id: string;
  heading: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** A refusal that names none of the form's fields. */
  formError: string | undefined;
  saving: boolean;
  saveLabel: string;
  savingLabel?: string;
  /** Cancel, when the form edits an entry rather than adds one. */
  onCancel?(): void;
  /** Shown, not edited (a retired entry): no buttons. */
  readOnly?: boolean;
  /** The heading's level: 3 for a form inside a titled section of the page (a doctor's hours). */
  level?: 2 | 3;
  /** Its action cannot be undone (cancelling a consultation). */
  danger?: boolean;
  children: ReactNode;
}

/** A back-office form: its heading, its fields, a refusal above its buttons. */
export function EditForm(props: EditFormProps) {
  const { id, onCancel } = props;
  const Heading = props.level === 3 ? 'h3' : 'h2';
  return (
    <form className="form admin-form" onSubmit={props.onSubmit} noValidate aria-labelledby={`${id}-heading`}>
      <Heading className="admin-panel-heading" id={`${id}-heading`}>
        {props.heading}
      </Heading>
      {props.children}
      <FormAlert message={props.formError} />
      {!props.readOnly && (
        <div className="admin-form-buttons">
          <SubmitButton
            busy={props.saving}
            label={props.saveLabel}
            busyLabel={props.savingLabel ?? enAdmin.common.saving}
            danger={props.danger}
          />
          {onCancel && (
            <button type="button" className="btn btn-secondary" onClick={onCancel}>
              {enAdmin.common.cancel}
            </button>
          )}
        </div>
      )}
    </form>
  );
}
