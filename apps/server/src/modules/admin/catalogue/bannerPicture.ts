import { sharpPackage, typeFromBytes } from '../../../lib/imagePackages';

/** The carousel fills a phone's width: 720 px covers 360 px at 2×. */
export const BANNER_WIDTH = 720;
/** Against decompression bombs: a picture larger than this many pixels is not read. */
const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);

/**
 * A banner's picture re-encoded as WebP at the carousel's width (never enlarged), its orientation
 * applied and its metadata dropped; undefined when the bytes are not a JPEG, PNG or WebP we can read.
 */
export async function bannerPicture(bytes: Buffer) {
  const type = await typeFromBytes(bytes);
  if (!type || !ACCEPTED.has(type.mime)) return undefined;
  const sharp = await sharpPackage();
  try {
    const out = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: BANNER_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { bytes: out, mime: 'image/webp', ext: 'webp' };
  } catch {
    return undefined;
  }
}
