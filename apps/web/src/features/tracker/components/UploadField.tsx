import type { ReactNode } from 'react';
import { enTracker } from '../../../i18n/enTracker';
import { enVaccination } from '../../../i18n/enVaccination';
import { type ChosenFile, fileProblem } from '../upload';
import { tagProblem } from '../vaccination/tag';
import { FileField, type FileFieldTexts, LineIcon } from './FileField';

interface Upload {
  id: string;
  accept: string;
  texts: FileFieldTexts;
  icon: ReactNode;
  problemOf: (file: File) => string | undefined;
  previewClassName?: string;
}

/** The two uploads of the tracker's forms. */
const UPLOADS = {
  /** 'Add photo or video' (spec §2, §5): image or video, 15 MB at most. */
  milestone: {
    id: 'goal-upload',
    accept: 'image/*,video/*',
    texts: enTracker.form,
    icon: (
      <LineIcon>
        <path d="M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
      </LineIcon>
    ),
    problemOf: fileProblem,
  },
  /** 'Save Vaccination tag' (spec §2): a photo only, 15 MB at most. */
  vaccineTag: {
    id: 'vaccine-tag',
    accept: 'image/*',
    texts: enVaccination.form,
    icon: (
      <LineIcon>
        <path d="M4 8h3l2-3h6l2 3h3a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V9a1 1 0 0 1 1-1z" />
        <circle cx="12" cy="13" r="3.5" />
      </LineIcon>
    ),
    problemOf: tagProblem,
    previewClassName: 'vaccine-tag-preview',
  },
} satisfies Record<string, Upload>;

interface UploadFieldProps {
  upload: keyof typeof UPLOADS;
  /** A file chosen now. */
  file: ChosenFile | undefined;
  /** The one saved with the record (a signed link), unless it is to go. */
  saved: { url: string; kind: 'image' | 'video' } | undefined;
  onFile: (file: ChosenFile) => void;
  onRemove: () => void;
}

/** A milestone's photo or video, or a dose's vaccine tag: the tracker's upload with its own rules. */
export function UploadField({ upload, ...field }: UploadFieldProps) {
  return <FileField {...UPLOADS[upload]} {...field} />;
}
