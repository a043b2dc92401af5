import { randomUUID } from 'node:crypto';
import { messages } from '@app/contract/messages';
import { paths } from '@app/contract/paths';
import { decodeBase64 } from '../../../lib/base64';
import { AppError, badRequest } from '../../../lib/errors';
import type { FileStorage } from '../../../providers/storage';
import { bannerPicture } from './bannerPicture';
import { DOCTOR_PHOTO_LIMIT_BYTES, DOCTOR_PHOTO_SIZES, resizedPhoto } from './photo';

/**
 * The catalogue's public pictures (decision 0051): checked by their bytes, re-encoded by us (so
 * nothing of the upload but its pixels is ever served), stored under 'catalogue/<uuid>.webp' and
 * served at /api/Media/Get. A new picture gets a new key, so a served one never changes and can be
 * cached for ever.
 */

export const mediaUrl = (key: string) => `${paths.mediaFile}?key=${key}`;

const MEGABYTE = 1024 * 1024;

function decoded(fileContent: string) {
  const bytes = decodeBase64(fileContent);
  if (!bytes) throw badRequest(messages.uploadBadBase64, 'fileContent');
  if (bytes.length > DOCTOR_PHOTO_LIMIT_BYTES)
    throw new AppError(400, messages.adminPhotoTooBig(DOCTOR_PHOTO_LIMIT_BYTES / MEGABYTE), 'fileContent');
  return bytes;
}

async function stored(storage: FileStorage, image: { bytes: Buffer; mime: string; ext: string }, name = randomUUID()) {
  const key = `catalogue/${name}.${image.ext}`;
  await storage.put(key, image.bytes, image.mime);
  return { key, url: mediaUrl(key) };
}

const PHOTO_PROBLEMS = {
  tooBig: () => messages.adminPhotoTooBig(DOCTOR_PHOTO_LIMIT_BYTES / MEGABYTE),
  notImage: () => messages.adminPhotoNotImage,
  unreadable: () => messages.adminPhotoUnreadable,
  tooSmall: () => messages.adminPhotoTooSmall(Math.min(...DOCTOR_PHOTO_SIZES.map((s) => s.width))),
};

/**
 * A doctor's photo: each size stored under one key ('<uuid>-card', '<uuid>-profile'), the
 * profile's address returned (the wire's imagePath; `photoAtSize` finds the card's beside it).
 */
export async function storePhoto(storage: FileStorage, fileContent: string) {
  const result = await resizedPhoto(decoded(fileContent));
  if (!result.ok) throw badRequest(PHOTO_PROBLEMS[result.problem](), 'fileContent');
  const name = randomUUID();
  const urls = await Promise.all(
    result.images.map(async (image) => ({ image, ...(await stored(storage, image, `${name}-${image.size}`)) })),
  );
  const profile = urls.find((u) => u.image.size === 'profile') ?? urls[0];
  if (!profile) throw new Error('a resized photo has no image');
  return profile.url;
}

/** A banner's picture, stored: its key and address. */
export async function storeBanner(storage: FileStorage, fileContent: string) {
  const picture = await bannerPicture(decoded(fileContent));
  if (!picture) throw badRequest(messages.adminPhotoNotImage, 'fileContent');
  return stored(storage, picture);
}
