import type { Goal } from '@app/contract/schemas/tracker';
import { enTracker } from '../../../i18n/enTracker';
import { type ChosenFile, fileProblem } from '../upload';
import { FileField, LineIcon } from './FileField';

interface UploadFieldProps {
  /** A photo or video chosen now. */
  file: ChosenFile | undefined;
  /** The one saved with the goal, unless it is to go. */
  saved: Pick<Goal, 'attachment' | 'attachmentType'> | undefined;
  onFile: (file: ChosenFile) => void;
  onRemove: () => void;
}

/** 'Add photo or video' (spec §2, §5): image or video, 15 MB at most. */
export function UploadField({ file, saved, onFile, onRemove }: UploadFieldProps) {
  return (
    <FileField
      id="goal-upload"
      accept="image/*,video/*"
      texts={enTracker.form}
      icon={
        <LineIcon>
          <path d="M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
        </LineIcon>
      }
      problemOf={fileProblem}
      file={file}
      saved={saved?.attachment ? { url: saved.attachment, kind: saved.attachmentType ?? 'image' } : undefined}
      onFile={onFile}
      onRemove={onRemove}
    />
  );
}
