import { ERASE_PHRASE } from '@app/contract/schemas/privacy';
import { useState } from 'react';
import { BusyButton } from '../../../components/BusyButton';
import { DialogFrame } from '../../../components/DialogFrame';
import { TextField } from '../../../components/TextField';
import { enPrivacy } from '../../../i18n/enPrivacy';

const t = enPrivacy.erase;

interface Props {
  open: boolean;
  busy: boolean;
  /** Why the server refused (a consultation to come, an open payment), shown under the field. */
  problem: string | undefined;
  onConfirm: (phrase: string) => void;
  onCancel: () => void;
}

/**
 * 'Delete your data?': the parent types DELETE (any case) before the deletion is asked for; keeping
 * the data is the first button, where focus starts.
 */
export function EraseDialog({ open, busy, problem, onConfirm, onCancel }: Props) {
  const [phrase, setPhrase] = useState('');
  const [wrong, setWrong] = useState(false);
  const close = () => {
    setPhrase('');
    setWrong(false);
    onCancel();
  };
  function confirm() {
    if (phrase.trim().toUpperCase() !== ERASE_PHRASE) {
      setWrong(true);
      return;
    }
    onConfirm(phrase);
  }
  return (
    <DialogFrame open={open} onDismiss={close} title={t.dialogTitle} text={t.dialogText}>
      <form
        className="privacy-erase-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          confirm();
        }}
      >
        <TextField
          id="erase-phrase"
          label={t.phraseLabel}
          value={phrase}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          error={wrong ? t.phraseWrong : problem}
          onChange={(e) => {
            setPhrase(e.target.value);
            setWrong(false);
          }}
        />
        <div className="dialog-actions">
          <button type="button" className="btn btn-secondary" onClick={close}>
            {t.keep}
          </button>
          <BusyButton type="submit" className="btn btn-primary privacy-erase" busy={busy} disabled={busy}>
            {busy ? t.busy : t.confirm}
          </BusyButton>
        </div>
      </form>
    </DialogFrame>
  );
}
