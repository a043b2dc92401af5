/**
 * A doctor's uploaded photo is stored in the sizes the screens draw it (decision 0051): the card's
 * (76 px) and the profile's (112 px), each at twice the density. `imagePath` on the wire names the
 * profile's; the card's sits beside it under the same key. A path of another form (the default
 * pictures, an older row) is the same at every size.
 */
export type DoctorPhotoSize = 'card' | 'profile';

export function photoAtSize(imagePath: string, size: DoctorPhotoSize): string {
  return imagePath.replace(/-(card|profile)\.webp$/, `-${size}.webp`);
}
