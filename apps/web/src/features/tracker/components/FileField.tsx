import { type ChangeEvent, type ReactNode, useState } from 'react';
import { Icon, Spinner } from '../../../components/icons';
import { notify } from '../../../lib/notify';
import { type ChosenFile, readChosenFile } from '../upload';

export interface FileFieldTexts {
  upload: string;
  replaceUpload: string;
  uploadHint: string;
  reading: string;
  preview: string;
  saved: string;
  remove: string;
}

interface FileFieldProps {
  id: string;
  accept: string;
  texts: FileFieldTexts;
  icon: ReactNode;
  /** Why a chosen file is refused (size, type), checked before it is read; undefined if fine. */
  problemOf: (file: File) => string | undefined;
  /** A file chosen now. */
  file: ChosenFile | undefined;
  /** What is saved already (a signed link), shown until a new file replaces it. */
  saved: { url: string; kind: 'image' | 'video' } | undefined;
  onFile: (file: ChosenFile) => void;
  onRemove: () => void;
  previewClassName?: string;
}

/**
 * The tracker's upload control (milestone photos and videos, vaccine tags; spec §2, §5): the file
 * is checked before it is read — a 200 MB video is never base64-encoded in memory — then read as
 * base64 and previewed, with Remove.
 */
export function FileField(props: FileFieldProps) {
  const { id, texts: t, file, saved } = props;
  const [reading, setReading] = useState(false);

  async function onChange(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const chosen = input.files?.[0];
    // The same file may be chosen again after a Remove.
    input.value = '';
    if (!chosen) return;
    const problem = props.problemOf(chosen);
    if (problem) {
      notify.warning(problem);
      return;
    }
    setReading(true);
    try {
      props.onFile(await readChosenFile(chosen));
    } catch (error) {
      notify.error((error as Error).message);
    } finally {
      setReading(false);
    }
  }

  const shown = file ? { url: file.dataUrl, kind: file.kind } : saved;
  return (
    <div className="field upload">
      <input
        id={id}
        className="upload-input visually-hidden"
        type="file"
        accept={props.accept}
        aria-describedby={`${id}-hint`}
        onChange={onChange}
        disabled={reading}
      />
      <label htmlFor={id} className="btn btn-secondary upload-button">
        {reading ? <Spinner size={18} /> : props.icon}
        {reading ? t.reading : shown ? t.replaceUpload : t.upload}
      </label>
      <p id={`${id}-hint`} className="field-hint">
        {t.uploadHint}
      </p>
      {shown && (
        <figure className={`upload-preview ${props.previewClassName ?? ''}`.trim()}>
          {shown.kind === 'video' ? (
            // biome-ignore lint/a11y/useMediaCaption: a parent's own home video has no captions to offer.
            <video src={shown.url} controls preload="metadata" />
          ) : (
            <img src={shown.url} alt={t.preview} />
          )}
          <figcaption className="upload-caption">
            <span>{file ? file.name : t.saved}</span>
            {file && (
              <button type="button" className="btn btn-secondary btn-small" onClick={props.onRemove}>
                {t.remove}
              </button>
            )}
          </figcaption>
        </figure>
      )}
    </div>
  );
}

/** A small line icon for the upload button. */
export function LineIcon({ children }: { children: ReactNode }) {
  return (
    <Icon width={20} height={20}>
      {children}
    </Icon>
  );
}
