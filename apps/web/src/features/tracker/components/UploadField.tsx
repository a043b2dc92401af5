import type { Goal } from '@app/contract/schemas/tracker';
import { type ChangeEvent, useState } from 'react';
import { Spinner } from '../../../components/icons';
import { enTracker } from '../../../i18n/enTracker';
import { notify } from '../../../lib/notify';
import { type ChosenFile, fileProblem, readChosenFile } from '../upload';

interface UploadFieldProps {
  /** A photo or video chosen now. */
  file: ChosenFile | undefined;
  /** The one saved with the goal, unless it is to go. */
  saved: Pick<Goal, 'attachment' | 'attachmentType'> | undefined;
  onFile: (file: ChosenFile) => void;
  onRemove: () => void;
}

/**
 * 'Add photo or video' (spec §2, §5): image or video, 15 MB at most. The size is checked before
 * the file is read; an accepted file is read as base64 and previewed, with Remove.
 */
export function UploadField({ file, saved, onFile, onRemove }: UploadFieldProps) {
  const t = enTracker.form;
  const [reading, setReading] = useState(false);

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const chosen = input.files?.[0];
    // The same file may be chosen again after a Remove.
    input.value = '';
    if (!chosen) return;
    const problem = fileProblem(chosen);
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

  const shown = file
    ? { url: file.dataUrl, kind: file.kind }
    : saved?.attachment
      ? { url: saved.attachment, kind: saved.attachmentType ?? 'image' }
      : undefined;

  return (
    <div className="field upload">
      <input
        id="goal-upload"
        className="upload-input visually-hidden"
        type="file"
        accept="image/*,video/*"
        aria-describedby="goal-upload-hint"
        onChange={onChange}
        disabled={reading}
      />
      <label htmlFor="goal-upload" className="btn btn-secondary upload-button">
        {reading ? <Spinner size={18} /> : <UploadIcon />}
        {reading ? t.reading : shown ? t.replaceUpload : t.upload}
      </label>
      <p id="goal-upload-hint" className="field-hint">
        {t.uploadHint}
      </p>
      {shown && (
        <figure className="upload-preview">
          {shown.kind === 'video' ? (
            // biome-ignore lint/a11y/useMediaCaption: a parent's own home video has no captions to offer.
            <video src={shown.url} controls preload="metadata" />
          ) : (
            <img src={shown.url} alt={t.preview} />
          )}
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

function UploadIcon() {
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
      <path d="M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
    </svg>
  );
}
