export type AvatarKind = 'boy' | 'girl';

/** Spec §2: Gender 'Male' gives the boy avatar; anything else (Female, none yet) the girl avatar. */
export function avatarKind(gender: string | null | undefined): AvatarKind {
  return gender === 'Male' ? 'boy' : 'girl';
}
