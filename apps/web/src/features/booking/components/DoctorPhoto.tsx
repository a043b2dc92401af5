import { useState } from 'react';
import { doctorImage } from '../../../lib/consultTypes';

interface DoctorPhotoProps {
  imagePath: string | null | undefined;
  gender: string | null | undefined;
  size: number;
}

/** The doctor's photo, or the default male or female picture (also when the photo fails to load). */
export function DoctorPhoto({ imagePath, gender, size }: DoctorPhotoProps) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      className="doctor-photo"
      src={doctorImage(failed ? '' : imagePath, gender)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
