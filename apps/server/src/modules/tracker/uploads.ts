import { randomUUID } from 'node:crypto';
import { UPLOAD_LIMIT_BYTES } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import type { Db } from '../../db/client';
import { decodeBase64 } from '../../lib/base64';
import { AppError, badRequest } from '../../lib/errors';
import { typeFromBytes } from '../../lib/imagePackages';
import type { FileStorage } from '../../providers/storage';
import * as repo from './tracker.repo';

/**
 * The checks every upload passes (milestones and vaccinations): strict base64, at most 15 MB decoded, the size
 * the client stated, and a type read from the bytes themselves — never the name or the claim.
 */
export async function checkedUpload(
  content: string,
  statedSize: number | undefined,
  accept: { video: boolean; notAccepted: string },
) {
  const bytes = decodeBase64(content);
  if (!bytes) throw badRequest(messages.uploadBadBase64, 'fileContent');
  if (bytes.length > UPLOAD_LIMIT_BYTES) throw new AppError(400, messages.fileTooBig, 'fileContent');
  if (statedSize !== undefined && bytes.length !== statedSize)
    throw badRequest(messages.uploadSizeMismatch, 'fileSize');
  const detected = await typeFromBytes(bytes);
  const ok = detected && (detected.mime.startsWith('image/') || (accept.video && detected.mime.startsWith('video/')));
  if (!detected || !ok) throw badRequest(accept.notAccepted, 'fileContent');
  return { bytes, mime: detected.mime, ext: detected.ext };
}

/**
 * Stores the bytes, then records them with `record` in one transaction; if recording fails the
 * stored bytes are removed, so there is never a record without its file nor a file nobody owns.
 */
export interface StoredFile {
  bytes: Buffer;
  mime: string;
  ext: string;
  fileName: string;
  accountId: number;
  memberId: number;
}

export async function storeUpload<T>(
  deps: { db: Db; storage: FileStorage },
  file: StoredFile,
  record: (tx: Db, uploadId: number) => Promise<T>,
): Promise<{ uploadId: number; result: T }> {
  const key = `${file.accountId}/${randomUUID()}.${file.ext}`;
  await deps.storage.put(key, file.bytes, file.mime);
  try {
    return await deps.db.transaction(async (tx) => {
      const uploadId = await repo.insertUpload(tx, {
        accountId: file.accountId,
        memberId: file.memberId,
        storageKey: key,
        contentType: file.mime,
        sizeBytes: file.bytes.length,
        fileName: file.fileName,
      });
      return { uploadId, result: await record(tx, uploadId) };
    });
  } catch (e) {
    await deps.storage.delete(key).catch(() => {});
    throw e;
  }
}
