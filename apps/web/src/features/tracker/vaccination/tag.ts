/**
 * The vaccination tag photo (spec §2 'Save Vaccination tag', §5): an image of 15 MB at most. The
 * size is checked on the File before anything reads it.
 */
import { messages } from '@app/contract/messages';
import { isTooBig } from '../upload';

/** Why a chosen file cannot be the tag photo, or undefined. Looks only at its size and type. */
export function tagProblem(file: Pick<File, 'size' | 'type'>): string | undefined {
  if (isTooBig(file)) return messages.fileTooBig;
  if (!file.type.startsWith('image/')) return messages.uploadNotImage;
  if (file.size === 0) return messages.uploadBadBase64;
  return undefined;
}
