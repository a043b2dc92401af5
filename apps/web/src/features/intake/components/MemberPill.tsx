import { useAppSelector } from '../../../app/store';
import { Avatar } from '../../../components/Avatar';
import { enFlow } from '../../../i18n/enFlow';

/** Whom these questions are about, at the top of each intake screen. */
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
