/**
 * The milestone upload (spec §5: image or video, 15 MB at most). The size is checked on the File
 * before anything reads it, so a 2 GB video is refused at once instead of being loaded into memory.
 */
import { UPLOAD_LIMIT_BYTES } from '@app/contract/constants';
import { messages } from '@app/contract/messages';

export type UploadKind = 'image' | 'video';

export interface ChosenFile {
  name: string;
  size: number;
  type: string;
  kind: UploadKind;
  /** The data: URL, for the preview. */
  dataUrl: string;
  /** The content alone (no data: prefix), as the upload call sends it. */
  base64: string;
}

export function kindOf(type: string): UploadKind | undefined {
  if (type.startsWith('image/')) return 'image';
  if (type.startsWith('video/')) return 'video';
  return undefined;
}

export const isTooBig = (file: Pick<File, 'size'>) => file.size > UPLOAD_LIMIT_BYTES;

/** Why a chosen file cannot be used, or undefined. Looks only at its size and type. */
export function fileProblem(file: Pick<File, 'size' | 'type'>): string | undefined {
  if (isTooBig(file)) return messages.fileTooBig;
  if (!kindOf(file.type)) return messages.uploadNotImageOrVideo;
  if (file.size === 0) return messages.uploadBadBase64;
  return undefined;
}

/** 'data:image/png;base64,AAAA' → 'AAAA'. */
export function base64Of(dataUrl: string): string {
  const comma = dataUrl.indexOf(',');
  return comma === -1 ? dataUrl : dataUrl.slice(comma + 1);
}

/** Reads an accepted file (fileProblem first) with FileReader. */
export function readChosenFile(file: File): Promise<ChosenFile> {
  const kind = kindOf(file.type);
  return new Promise((resolve, reject) => {
    if (!kind) {
      reject(new Error(messages.uploadNotImageOrVideo));
      return;
    }
    const reader = new FileReader();
    reader.onload = () => {
      const dataUrl = typeof reader.result === 'string' ? reader.result : '';
      if (!dataUrl.startsWith('data:')) {
        reject(new Error(messages.uploadBadBase64));
        return;
      }
      resolve({ name: file.name, size: file.size, type: file.type, kind, dataUrl, base64: base64Of(dataUrl) });
    };
    reader.onerror = () => reject(new Error(messages.uploadBadBase64));
    reader.readAsDataURL(file);
  });
}
