import { enVaccination } from '../../../../i18n/enVaccination';
import { FileField, LineIcon } from '../../components/FileField';
import type { ChosenFile } from '../../upload';
import { tagProblem } from '../tag';

interface TagUploadProps {
  /** A photo chosen now. */
  file: ChosenFile | undefined;
  /** The link to the photo saved with this dose, if any. */
  saved: string | null;
  onFile: (file: ChosenFile) => void;
  onRemove: () => void;
}

/** 'Save Vaccination tag' (spec §2): a photo only, 15 MB at most. */
export function TagUpload({ file, saved, onFile, onRemove }: TagUploadProps) {
  return (
    <FileField
      id="vaccine-tag"
      accept="image/*"
      texts={enVaccination.form}
      icon={
        <LineIcon>
          <path d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z" />
          <circle cx="12" cy="13" r="3.5" />
        </LineIcon>
      }
      problemOf={tagProblem}
      file={file}
      saved={saved ? { url: saved, kind: 'image' } : undefined}
      onFile={onFile}
      onRemove={onRemove}
      previewClassName="vaccine-tag-preview"
    />
  );
}
