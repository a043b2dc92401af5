import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
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

/** SigV4's timestamp: '20130524T000000Z'. */
export const amzDateOf = (at: Date) => at.toISOString().replace(/[-:]|\.\d{3}/g, '');

/**
 * Files in an S3 bucket (or R2, MinIO, Spaces), through REST calls signed by aws4fetch (SigV4 on
 * fetch, no SDK). The payload's hash is signed rather than sent as UNSIGNED-PAYLOAD, so a body
 * changed on the way is refused by the store.
 */
export class S3Storage implements FileStorage {
  readonly name = 's3';
  private readonly client: AwsClient;
  constructor(private readonly options: S3Options) {
    this.client = new AwsClient({
      accessKeyId: options.accessKeyId,
      secretAccessKey: options.secretAccessKey,
      region: options.region,
      service: 's3',
    });
  }

  private urlOf(key: string) {
    const base = this.options.endpoint ?? `https://s3.${this.options.region}.amazonaws.com`;
    return new URL(`${base.replace(/\/$/, '')}/${this.options.bucket}/${checkKey(key)}`);
  }

  private async send(method: 'PUT' | 'GET' | 'DELETE', key: string, body?: Uint8Array, contentType?: string) {
    const payload = body ? Buffer.from(body) : undefined;
    const request = await this.client.sign(this.urlOf(key), {
      method,
      headers: {
        'x-amz-content-sha256': createHash('sha256')
          .update(payload ?? '')
          .digest('hex'),
        ...(contentType ? { 'content-type': contentType } : {}),
      },
      body: payload,
      aws: { datetime: amzDateOf((this.options.now ?? (() => new Date()))()) },
    });
    try {
      // Signed once and sent once: the caller decides about retries, not the signer's client.
      return await fetch(request, { signal: AbortSignal.timeout(this.options.timeoutMs ?? 30_000) });
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
