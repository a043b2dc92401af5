import { CONSULT_TYPES } from '@app/contract/constants';
import { enBooking } from '../i18n/enBooking';

/** The local picture of a consult type ('follow up' → /images/consult-follow-up.svg). */
export function consultIcon(type: string): string {
  const slug = type.toLowerCase().trim().replace(/\s+/g, '-');
  return `/images/consult-${CONSULT_TYPES.some((t) => t === type.toLowerCase()) ? slug : 'video'}.svg`;
}

export const consultLabel = (type: string) => enBooking.consultType[type.toLowerCase()] ?? type;
export const consultTooltip = (type: string) => enBooking.typeTooltip[type.toLowerCase()] ?? type;

/** A doctor's photo, or the default picture for the gender when there is none (spec §2). */
export function doctorImage(imagePath: string | null | undefined, gender: string | null | undefined): string {
  if (imagePath?.trim()) return imagePath;
  return gender === 'Female' ? '/images/doctor-female.svg' : '/images/doctor-male.svg';
}
