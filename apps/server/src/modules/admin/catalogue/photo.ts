/**
 * A doctor's photo, as an operator uploads it, made into the squares the parent's screens show:
 * the doctor card draws the photo at 76 CSS px and the profile at 112 (DoctorPhoto in the web
 * booking feature), both as a circle; each size is made at twice that for 2× screens. Upright
 * (EXIF orientation applied), cropped to a square around the part of the picture that draws the
 * eye, without metadata (a phone photo's EXIF can carry where it was taken), encoded as WebP.
 * Pure: bytes in, images or a problem out; the caller stores them and words the problem.
 */

import { sharpPackage, typeFromBytes } from '../../../lib/imagePackages';

/** Larger than a phone's photo (2–4 MB), small enough to decode without strain. */
export const DOCTOR_PHOTO_LIMIT_BYTES = 5 * 1024 * 1024;

/** Each square, smallest first; its side in pixels is the CSS size on the parent's screen, twice. */
export const DOCTOR_PHOTO_SIZES = [
  /** The doctor card of /doctor-apointment: 76 CSS px. */
  { size: 'card', width: 152 },
  /** The doctor profile page: 112 CSS px. */
  { size: 'profile', width: 224 },
] as const;
export type DoctorPhotoSize = (typeof DOCTOR_PHOTO_SIZES)[number]['size'];

/**
 * Refused before decoding: a few kilobytes of PNG can declare billions of pixels (a
 * decompression bomb). 40 MP (8000 × 5000) passes a phone's ordinary photo (12–24 MP).
 */
const MAX_INPUT_PIXELS = 40_000_000;
/** What a browser shows and an operator has; GIF, HEIC, SVG and the rest are refused by their bytes. */
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);
/** sharp's default, written out: at these sizes each file is a few kilobytes. */
const WEBP_QUALITY = 80;

const smallest = Math.min(...DOCTOR_PHOTO_SIZES.map((s) => s.width));

export interface DoctorPhotoImage {
  size: DoctorPhotoSize;
  /** Also its height: every image is square. */
  width: number;
  bytes: Buffer;
  mime: 'image/webp';
  ext: 'webp';
}
export type DoctorPhotoProblem = 'tooBig' | 'notImage' | 'unreadable' | 'tooSmall';
export type ResizedPhoto = { ok: true; images: DoctorPhotoImage[] } | { ok: false; problem: DoctorPhotoProblem };

const refused = (problem: DoctorPhotoProblem): ResizedPhoto => ({ ok: false, problem });

/** The photo's squares, one per DOCTOR_PHOTO_SIZES entry and in its order, or why it cannot be used. */
export async function resizedPhoto(bytes: Buffer): Promise<ResizedPhoto> {
  if (bytes.length > DOCTOR_PHOTO_LIMIT_BYTES) return refused('tooBig');
  // The type from the bytes themselves, never the file's name or the browser's claim.
  const type = await typeFromBytes(bytes);
  if (!type || !ACCEPTED.has(type.mime)) return refused('notImage');

  const sharp = await sharpPackage();
  // Only the header is read here, so the declared size can be judged before any pixel is decoded.
  let width: number;
  let height: number;
  try {
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    return refused('unreadable');
  }
  if (!(width > 0 && height > 0)) return refused('unreadable');
  if (width * height > MAX_INPUT_PIXELS) return refused('tooBig');
  // Rotation swaps the sides, so the shorter one is the same before and after it.
  const shorter = Math.min(width, height);
  if (shorter < smallest) return refused('tooSmall');

  // The limit again where the pixels are decoded, in case a header and its data disagree.
  const upright = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).autoOrient();
  try {
    const images = await Promise.all(
      DOCTOR_PHOTO_SIZES.map(async ({ size, width: side }) => {
        // A photo between the two sizes gives a smaller profile image rather than an enlarged one.
        const edge = Math.min(side, shorter);
        const { data, info } = await upright
          .clone()
          .resize({ width: edge, height: edge, fit: 'cover', position: 'attention' })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer({ resolveWithObject: true });
        return { size, width: info.width, bytes: data, mime: 'image/webp', ext: 'webp' } as const;
      }),
    );
    return { ok: true, images };
  } catch {
    // A header that reads well over pixel data that does not (a truncated or corrupt file).
    return refused('unreadable');
  }
}
