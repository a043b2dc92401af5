export type AvatarKind = 'boy' | 'girl' | 'neutral';
type Gender = 'Male' | 'Female';

/** Relations that say the member's sex: a son is a boy (spec's 'Male'), a daughter a girl. */
const RELATION_GENDER: Readonly<Record<string, Gender>> = {
  son: 'Male',
  father: 'Male',
  husband: 'Male',
  brother: 'Male',
  grandfather: 'Male',
  daughter: 'Female',
  mother: 'Female',
  wife: 'Female',
  sister: 'Female',
  grandmother: 'Female',
};

/** The gender a relation implies ('son' → Male, 'daughter' → Female); none for 'self' or 'other'. */
export function impliedGender(relation: string | null | undefined): Gender | undefined {
  return relation ? RELATION_GENDER[relation] : undefined;
}

/**
 * Which picture a member gets. Spec §2: Gender 'Male' gives the boy avatar; 'Female' the girl.
 * Ours (decision 0034): with no Gender yet, the relation decides (a son is never shown as a girl
 * until Male is tapped), and a member of unknown sex, such as the account holder, gets a neutral
 * figure rather than the girl.
 */
export function avatarKind(gender: string | null | undefined, relation?: string | null): AvatarKind {
  const known = gender === 'Male' || gender === 'Female' ? gender : impliedGender(relation);
  if (known === 'Male') return 'boy';
  if (known === 'Female') return 'girl';
  return 'neutral';
}
