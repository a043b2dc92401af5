import { lazyModule } from './lazyModule';

/**
 * The packages that read uploaded bytes, loaded by the first upload a process checks rather than
 * at start-up (sharp also loads libvips): most processes serve listings and bookings, not uploads.
 */
const fileTypePackage = lazyModule(() => import('file-type'));

/** sharp, loaded at its first use. */
export const sharpPackage = lazyModule(async () => (await import('sharp')).default);

/** The type the bytes themselves say they are (file-type), never a name or a claim. */
export async function typeFromBytes(bytes: Uint8Array) {
  return (await fileTypePackage()).fileTypeFromBuffer(bytes);
}
