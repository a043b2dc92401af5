import type { ReactNode, RefObject } from 'react';
import { AddAvatar, Avatar } from '../../../components/Avatar';
import { BottomSheet } from '../../../components/BottomSheet';
import { LoadFailed, Loading } from '../../../components/LoadState';
import { enFlow } from '../../../i18n/enFlow';
import { type ChooserMember, tileLabels } from '../members';

interface MemberSheetProps {
  open: boolean;
  onClose: () => void;
  members: ChooserMember[];
  status: 'loading' | 'error' | 'ready';
  errorMessage?: string;
  onRetry: () => void;
  activeId: number | undefined;
  /** The account holder's phone, shown when they have no first name yet. */
  phone: string | undefined;
  onPick: (member: ChooserMember) => void;
  onAddNew: () => void;
  footer: ReactNode;
  fallbackFocus: RefObject<HTMLElement | null>;
}

const labelTexts = {
  you: enFlow.members.sheet.you,
  relation: (relation: string) => enFlow.members.relation[relation] ?? enFlow.members.relation.other ?? relation,
};

/** 'Who is this consultation for?': the account holder, the relations, and add-new (spec §2). */
export function MemberSheet({
  open,
  onClose,
  members,
  status,
  errorMessage,
  onRetry,
  activeId,
  phone,
  onPick,
  onAddNew,
  footer,
  fallbackFocus,
}: MemberSheetProps) {
  return (
    <BottomSheet
      open={open}
      onClose={onClose}
      title={enFlow.members.sheet.title}
      description={enFlow.members.sheet.description}
      footer={footer}
      fallbackFocus={fallbackFocus}
    >
      {status === 'loading' ? (
        <Loading className="sheet-status" text={enFlow.members.sheet.loading} />
      ) : status === 'error' ? (
        <LoadFailed
          className="sheet-status"
          message={errorMessage ?? enFlow.members.sheet.loadFailed}
          onRetry={onRetry}
        />
      ) : (
        <ul className="member-grid">
          {members.map((member) => {
            const active = member.userID === activeId;
            const { name, caption, isPhone } = tileLabels(member, phone, labelTexts);
            return (
              <li key={member.userID}>
                <button
                  type="button"
                  className={active ? 'member-tile member-tile--active' : 'member-tile'}
                  onClick={() => onPick(member)}
                  aria-current={active ? 'true' : undefined}
                >
                  <Avatar gender={member.Gender} relation={member.Relation} size={60} />
                  <span className="member-tile-name">{name}</span>
                  <span className={isPhone ? 'member-tile-caption member-tile-caption--phone' : 'member-tile-caption'}>
                    {caption}
                    {active && <span className="visually-hidden">, {enFlow.members.sheet.selected}</span>}
                  </span>
                </button>
              </li>
            );
          })}
          <li>
            <button type="button" className="member-tile member-tile--add" onClick={onAddNew}>
              <AddAvatar size={60} />
              <span className="member-tile-name">{enFlow.members.sheet.addNew}</span>
              <span className="member-tile-caption">{enFlow.members.sheet.addNewHint}</span>
            </button>
          </li>
        </ul>
      )}
    </BottomSheet>
  );
}
