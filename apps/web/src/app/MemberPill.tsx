import { Avatar } from '../components/Avatar';
import { enFlow } from '../i18n/enFlow';
import { useAppSelector } from './store';
import '../components/memberPill.css';

/** Whom the screen is about (the active member), at the top of the intake and booking screens. */
export function MemberPill() {
  const name = useAppSelector((state) => state.Basic.name);
  const gender = useAppSelector((state) => state.User.gender ?? state.Basic.Gender);
  if (!name) return null;
  return (
    <p className="member-pill">
      <Avatar gender={gender} size={28} />
      <span>
        <span className="member-pill-label">{enFlow.intake.for} </span>
        {name}
      </span>
    </p>
  );
}
