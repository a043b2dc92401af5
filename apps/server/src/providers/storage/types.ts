/** Where uploaded files' bytes live; who may read them is decided by the database, not here. */
export interface FileStorage {
  readonly name: string;
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes, or undefined when there is no such file. */
  get(key: string): Promise<Uint8Array | undefined>;
  delete(key: string): Promise<void>;
}

export class StorageError extends Error {}

/** Keys are ours ('<account>/<uuid>.<ext>'); anything else is refused before touching storage. */
export function checkKey(key: string): string {
  if (!/^[0-9]+\/[0-9a-f-]{36}\.[a-z0-9]{1,5}$/.test(key)) throw new StorageError(`bad storage key: ${key}`);
  return key;
}
