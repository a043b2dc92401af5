import { type ChangeEvent, useState } from 'react';
import { FieldError } from '../../../components/Field';
import { enAdmin } from '../../../i18n/enAdmin';
import { readDataUrl } from '../fileContent';

const t = enAdmin.picture;

interface PictureInputProps {
  id: string;
  label: string;
  /** Under the label, besides the accepted formats. */
  hint?: string;
  /** The server's refusal of the picture, or the form's. */
  error?: string;
  disabled?: boolean;
  /** The picture as a data: URL, as the server takes it (fileContent). */
  onPicked(dataUrl: string, fileName: string): void;
}

/**
 * A picture from the operator's computer, read as a data: URL for the server, which checks it by
 * its bytes (the formats listed are what it takes). The native file input: labelled, keyboard
 * operable, and it names the chosen file.
 */
export function PictureInput({ id, label, hint, error, disabled, onPicked }: PictureInputProps) {
  const [readError, setReadError] = useState<string>();
  const shown = error ?? readError;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    setReadError(undefined);
    try {
      onPicked(await readDataUrl(file), file.name);
    } catch {
      setReadError(t.unreadable);
    }
    // The same file may be chosen again after a refusal.
    input.value = '';
  }

  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <p id={hintId} className="field-hint">
        {hint ? `${hint} ${t.hint}` : t.hint}
      </p>
      <input
        id={id}
        type="file"
        className="admin-file"
        accept="image/jpeg,image/png,image/webp"
        disabled={disabled}
        aria-invalid={shown ? true : undefined}
        aria-describedby={shown ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => void onChange(event)}
      />
      <FieldError id={errorId} message={shown} />
    </div>
  );
}
