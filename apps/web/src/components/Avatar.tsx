import { avatarKind } from './avatar';
import './avatar.css';

interface AvatarProps {
  gender: string | null | undefined;
  /** The member's relation to the account holder: it decides while no Gender is known. */
  relation?: string | null;
  size?: number;
}

/**
 * A member's picture: a drawn boy or girl (spec §2 avatar rule), or a neutral figure when neither
 * the Gender nor the relation says (avatar.ts), inline SVG so it costs no request and works
 * offline. Decorative: the name next to it speaks.
 */
export function Avatar({ gender, relation, size = 56 }: AvatarProps) {
  const kind = avatarKind(gender, relation);
  return (
    <span className={`avatar avatar--${kind}`} style={{ width: size, height: size }} data-avatar={kind}>
      <svg viewBox="0 0 64 64" width={size} height={size} aria-hidden="true" focusable="false">
        {kind === 'boy' ? <Boy /> : kind === 'girl' ? <Girl /> : <Neutral />}
      </svg>
    </span>
  );
}

function Face() {
  return (
    <>
      <rect x="27" y="38" width="10" height="9" rx="4" fill="#e7b48f" />
      <circle cx="32" cy="29" r="12.5" fill="#f4cba6" />
      <circle cx="27.2" cy="30" r="1.7" fill="#2d2420" />
      <circle cx="36.8" cy="30" r="1.7" fill="#2d2420" />
      <circle cx="24.5" cy="34" r="2" fill="#f19a8f" opacity="0.45" />
      <circle cx="39.5" cy="34" r="2" fill="#f19a8f" opacity="0.45" />
      <path d="M28.5 35c2 1.9 5 1.9 7 0" fill="none" stroke="#9b4d3c" strokeWidth="1.6" strokeLinecap="round" />
    </>
  );
}

function Boy() {
  return (
    <>
      <rect width="64" height="64" fill="#d9e7ff" />
      <path d="M11 66c1-11 9.5-18 21-18s20 7 21 18z" fill="#2f6fdc" />
      <path d="M26 48.5 32 54l6-5.5" fill="none" stroke="#fff" strokeWidth="2" strokeLinejoin="round" />
      <Face />
      <path
        d="M19.5 28c-.6-9 5.2-15 12.8-15 7.3 0 12.6 5 12.2 14-2.4-3.6-6-5.6-10.5-6-1.4 2.2-4 3.8-7.6 4.2-2.6.3-5 1.2-6.9 2.8z"
        fill="#3b2a22"
      />
    </>
  );
}

function Girl() {
  return (
    <>
      <rect width="64" height="64" fill="#ffe0eb" />
      <path d="M17 30c-1-10 5-17 15-17s16 7 15 17l1 14c-3 2-6 2-9 1H25c-3 1-6 1-9-1z" fill="#4a2d22" />
      <path d="M11 66c1-11 9.5-18 21-18s20 7 21 18z" fill="#d6457a" />
      <path d="M26.5 48.5c1.5 3 3.4 4.5 5.5 4.5s4-1.5 5.5-4.5" fill="none" stroke="#fff" strokeWidth="2" />
      <Face />
      <path d="M19.5 29c0-9 5.5-15 12.5-15s12.5 6 12.5 15c-4-1-8.5-3.4-11-7.6-2.5 4.2-8 6.8-14 7.6z" fill="#4a2d22" />
      <circle cx="44" cy="19" r="3.2" fill="#ff8fb5" />
    </>
  );
}

function Neutral() {
  return (
    <>
      <rect width="64" height="64" fill="#e3ebf5" />
      <path d="M11 66c1-11 9.5-18 21-18s20 7 21 18z" fill="#5b7398" />
      <rect x="27" y="38" width="10" height="9" rx="4" fill="#b9c7da" />
      <circle cx="32" cy="28" r="12.5" fill="#c9d6e6" />
    </>
  );
}

/** The add-new tile's picture: a plus in a dashed circle. */
export function AddAvatar({ size = 56 }: { size?: number }) {
  return (
    <span className="avatar avatar--add" style={{ width: size, height: size }}>
      <svg viewBox="0 0 24 24" width={size * 0.45} height={size * 0.45} aria-hidden="true" focusable="false">
        <path d="M12 5v14M5 12h14" fill="none" stroke="currentColor" strokeWidth="2.4" strokeLinecap="round" />
      </svg>
    </span>
  );
}
