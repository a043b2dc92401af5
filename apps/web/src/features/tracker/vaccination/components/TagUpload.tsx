import { type ChangeEvent, useState } from 'react';
import { Spinner } from '../../../../components/icons';
import { enVaccination } from '../../../../i18n/enVaccination';
import { notify } from '../../../../lib/notify';
import { type ChosenFile, readChosenFile } from '../../upload';
import { tagProblem } from '../tag';

interface TagUploadProps {
  /** A photo chosen now. */
  file: ChosenFile | undefined;
  /** The link to the photo saved with this dose, if any. */
  saved: string | null;
  onFile: (file: ChosenFile) => void;
  onRemove: () => void;
}

/**
 * 'Save Vaccination tag' (spec §2): a photo only, 15 MB at most, checked before it is read; an
 * accepted photo is read as base64 and previewed, with Remove.
 */
export function TagUpload({ file, saved, onFile, onRemove }: TagUploadProps) {
  const t = enVaccination.form;
  const [reading, setReading] = useState(false);

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const chosen = input.files?.[0];
    // The same file may be chosen again after a Remove.
    input.value = '';
    if (!chosen) return;
    const problem = tagProblem(chosen);
    if (problem) {
      notify.warning(problem);
      return;
    }
    setReading(true);
    try {
      onFile(await readChosenFile(chosen));
    } catch (error) {
      notify.error((error as Error).message);
    } finally {
      setReading(false);
    }
  }

  const shown = file?.dataUrl ?? saved ?? undefined;
  return (
    <div className="field upload">
      <input
        id="vaccine-tag"
        className="upload-input visually-hidden"
        type="file"
        accept="image/*"
        aria-describedby="vaccine-tag-hint"
        onChange={onChange}
        disabled={reading}
      />
      <label htmlFor="vaccine-tag" className="btn btn-secondary upload-button">
        {reading ? <Spinner size={18} /> : <CameraIcon />}
        {reading ? t.reading : shown ? t.replaceUpload : t.upload}
      </label>
      <p id="vaccine-tag-hint" className="field-hint">
        {t.uploadHint}
      </p>
      {shown && (
        <figure className="upload-preview vaccine-tag-preview">
          <img src={shown} alt={t.preview} />
          <figcaption className="upload-caption">
            <span>{file ? file.name : t.saved}</span>
            {file && (
              <button type="button" className="btn btn-secondary btn-small" onClick={onRemove}>
                {t.remove}
              </button>
            )}
          </figcaption>
        </figure>
      )}
    </div>
  );
}

function CameraIcon() {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z" />
      <circle cx="12" cy="13" r="3.5" />
    </svg>
  );
}
