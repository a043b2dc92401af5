import { type DoctorPhotoSize, photoAtSize } from '@app/contract/photos';
import { useState } from 'react';
import { doctorImage } from '../../../lib/consultTypes';

interface DoctorPhotoProps {
  imagePath: string | null | undefined;
  gender: string | null | undefined;
  /** Where it is drawn: the uploaded photo is stored at each place's size (decision 0051). */
  size: DoctorPhotoSize;
}

/** CSS pixels each place draws the photo at; the stored squares are twice that. */
const SIDE: Record<DoctorPhotoSize, number> = { card: 76, profile: 112 };

/** The doctor's photo at its place's size, or the default male or female picture (also when the photo fails to load). */
export function DoctorPhoto({ imagePath, gender, size }: DoctorPhotoProps) {
  const [failed, setFailed] = useState(false);
  const side = SIDE[size];
  return (
    <img
      className="doctor-photo"
      src={doctorImage(failed || !imagePath ? '' : photoAtSize(imagePath, size), gender)}
      alt=""
      width={side}
      height={side}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
