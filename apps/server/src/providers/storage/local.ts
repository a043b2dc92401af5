import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkKey, type FileStorage } from './types';

/** The default: files under a folder on this machine (one server, or a shared volume). */
export class LocalDiskStorage implements FileStorage {
  readonly name = 'local';
  constructor(private readonly dir: string) {}

  private pathOf(key: string) {
    return path.join(this.dir, ...checkKey(key).split('/'));
  }

  async put(key: string, bytes: Uint8Array) {
    const file = this.pathOf(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Written under a temporary name first, so a crash never leaves half a file under the key.
    const temporary = `${file}.partial`;
    await writeFile(temporary, bytes);
    await rename(temporary, file);
  }

  async get(key: string) {
    try {
      return new Uint8Array(await readFile(this.pathOf(key)));
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw e;
    }
  }

  async delete(key: string) {
    await rm(this.pathOf(key), { force: true });
  }
}
