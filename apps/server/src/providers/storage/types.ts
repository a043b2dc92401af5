/** Where uploaded files' bytes live; who may read them is decided by the database, not here. */
export interface FileStorage {
  readonly name: string;
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes, or undefined when there is no such file. */
  get(key: string): Promise<Uint8Array | undefined>;
  delete(key: string): Promise<void>;
}

export class StorageError extends Error {}

/**
 * Keys are ours: '<account>/<uuid>.<ext>' for a parent's upload, 'catalogue/<uuid>[-<size>].<ext>' for the
 * back office's public pictures (decision 0051); anything else is refused before touching storage.
 */
export const CATALOGUE_KEY = /^catalogue\/[0-9a-f-]{36}(-[a-z]{1,12})?\.[a-z0-9]{1,5}$/;
export function checkKey(key: string): string {
  if (!/^[0-9]+\/[0-9a-f-]{36}\.[a-z0-9]{1,5}$/.test(key) && !CATALOGUE_KEY.test(key))
    throw new StorageError(`bad storage key: ${key}`);
  return key;
}
