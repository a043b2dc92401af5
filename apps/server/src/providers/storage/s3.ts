import { payloadHashOf, signV4 } from './sigv4';
import { checkKey, type FileStorage, StorageError } from './types';

export interface S3Options {
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** https://s3.<region>.amazonaws.com by default; any S3-compatible endpoint otherwise (path style). */
  endpoint?: string;
  timeoutMs?: number;
  now?: () => Date;
}

/** Files in an S3 bucket (or R2, MinIO, Spaces), through signed REST calls: no SDK needed. */
export class S3Storage implements FileStorage {
  readonly name = 's3';
  constructor(private readonly options: S3Options) {}

  private urlOf(key: string) {
    const base = this.options.endpoint ?? `https://s3.${this.options.region}.amazonaws.com`;
    return new URL(`${base.replace(/\/$/, '')}/${this.options.bucket}/${checkKey(key)}`);
  }

  private async send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Uint8Array, contentType?: string) {
    const url = this.urlOf(key);
    const headers = signV4({
      method,
      url,
      headers: contentType ? { 'content-type': contentType } : {},
      payloadHash: payloadHashOf(body),
      accessKeyId: this.options.accessKeyId,
      secretAccessKey: this.options.secretAccessKey,
      region: this.options.region,
      now: (this.options.now ?? (() => new Date()))(),
    });
    delete headers.host; // fetch sets it from the URL
    try {
      return await fetch(url, {
        method,
        headers,
        body: body ? Buffer.from(body) : undefined,
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000),
      });
    } catch (e) {
      throw new StorageError(`S3 could not be reached: ${(e as Error).message}`);
    }
  }

  async put(key: string, bytes: Uint8Array, contentType: string) {
    const res = await this.send('PUT', key, bytes, contentType);
    if (!res.ok) throw new StorageError(`S3 refused the upload (HTTP ${res.status}): ${await res.text()}`);
  }

  async get(key: string) {
    const res = await this.send('GET', key);
    if (res.status === 404) return undefined;
    if (!res.ok) throw new StorageError(`S3 refused the download (HTTP ${res.status})`);
    return new Uint8Array(await res.arrayBuffer());
  }

  async delete(key: string) {
    const res = await this.send('DELETE', key);
    if (!res.ok && res.status !== 404) throw new StorageError(`S3 refused the delete (HTTP ${res.status})`);
  }
}
