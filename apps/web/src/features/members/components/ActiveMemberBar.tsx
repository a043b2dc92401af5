import type { Ref } from 'react';
import { AddAvatar, Avatar } from '../../../components/Avatar';
import { enFlow } from '../../../i18n/enFlow';
import { type ChooserMember, isAccountHolder, tileName } from '../members';

interface ActiveMemberBarProps {
  /** The active member; undefined while adding a new one. */
  member: ChooserMember | undefined;
  phone: string | undefined;
  onChange: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/** Who the form below is for, and the button that reopens the chooser sheet. */
export function ActiveMemberBar({ member, phone, onChange, ref }: ActiveMemberBarProps) {
  const relation = member
    ? isAccountHolder(member)
      ? enFlow.members.sheet.you
      : (enFlow.members.relation[member.Relation] ?? enFlow.members.relation.other)
    : undefined;
  return (
    <div className="member-bar">
      {member ? <Avatar gender={member.Gender} relation={member.Relation} size={48} /> : <AddAvatar size={48} />}
      <p className="member-bar-text">
        <span className="member-bar-label">{enFlow.members.consultationFor}</span>
        <span className="member-bar-name">
          {member ? tileName(member, phone, enFlow.members.sheet.you) : enFlow.members.newMember}
          {relation && <span className="member-bar-relation"> · {relation}</span>}
        </span>
      </p>
      <button ref={ref} type="button" className="btn btn-secondary btn-small" onClick={onChange}>
        {enFlow.members.change}
        <span className="visually-hidden"> {enFlow.members.changeWho}</span>
      </button>
    </div>
  );
}
