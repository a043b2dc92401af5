import { describe, expect, it } from 'vitest';
import {
  basicAfterCreate,
  basicAfterModify,
  basicForAddNew,
  basicForPicked,
  type ChooserMember,
  chooserList,
  holderAsMember,
  opensSheetOnLoad,
  sharedAsMembers,
  tileLabels,
  tileName,
} from './members';

const holder: ChooserMember = {
  userID: 1,
  type: 'Registered',
  firstName: 'Priya',
  LastName: 'Sharma',
  email: '',
  Gender: 'Female',
  Relation: 'self',
};
const son: ChooserMember = { ...holder, userID: 2, firstName: 'Aarav', Gender: 'Male', Relation: 'son' };
const newChild: ChooserMember = { ...holder, userID: 3, firstName: 'Meera', Gender: null, Relation: 'daughter' };
const signedIn = { code: '91', number: '9000000001', authToken: 'tok', id: 1, ConnectionID: 1, type: 'Registered' };

describe('the chooser list', () => {
  it('starts with the account holder, then the relations', () => {
    expect(chooserList(holder, [son, newChild]).map((m) => m.userID)).toEqual([1, 2, 3]);
    expect(chooserList(holder, [holder, son]).map((m) => m.userID)).toEqual([1, 2]);
    expect(chooserList(undefined, [son]).map((m) => m.userID)).toEqual([2]);
  });

  it('ends with the children shared with the account: active sharings, with details on file, each once', () => {
    const share = (state: string, members: { memberId: number; gender: 'Male' | 'Female' | null }[]) => ({
      state,
      members: members.map((m) => ({ ...m, firstName: `Child ${m.memberId}`, lastName: 'Rao' })),
    });
    const shared = sharedAsMembers(
      [
        share('active', [
          { memberId: 40, gender: 'Male' },
          { memberId: 41, gender: null },
        ]),
        share('active', [{ memberId: 40, gender: 'Male' }]),
        share('pending', [{ memberId: 42, gender: 'Female' }]),
        share('ended', [{ memberId: 43, gender: 'Female' }]),
      ],
      'Guest',
    );
    expect(shared).toEqual([
      {
        userID: 40,
        type: 'Guest',
        firstName: 'Child 40',
        LastName: 'Rao',
        email: '',
        Gender: 'Male',
        Relation: 'shared',
      },
    ]);
    expect(chooserList(holder, [son], shared).map((m) => m.userID)).toEqual([1, 2, 40]);
    // A child both the account's own and shared (never, but) is listed once, as its own.
    expect(chooserList(holder, [son], [{ ...shared[0], userID: 2 } as ChooserMember]).map((m) => m.Relation)).toEqual([
      'self',
      'son',
    ]);
  });

  it('reads the account holder from the session user', () => {
    expect(
      holderAsMember({
        userID: 9,
        type: 'Guest',
        firstName: '',
        LastName: '',
        email: '',
        Gender: null,
        Relation: 'self',
        mobile: '9876543210',
        mobileCode: '+91',
        ConnectionID: 9,
      }),
    ).toEqual({ userID: 9, type: 'Guest', firstName: '', LastName: '', email: '', Gender: null, Relation: 'self' });
  });

  it('names each tile by first name; an unnamed account holder by phone, else "You"', () => {
    expect(tileName(son, '+91 9000000001', 'You')).toBe('Aarav');
    expect(tileName({ ...holder, firstName: '  ' }, '+91 9000000001', 'You')).toBe('+91 9000000001');
    expect(tileName({ ...holder, firstName: '' }, undefined, 'You')).toBe('You');
  });
});

describe('the sheet tiles', () => {
  const texts = { you: 'You', relation: (r: string) => (r === 'son' ? 'Son' : 'Other') };
  it('show the first name over the relation, and the account holder as You', () => {
    expect(tileLabels(son, '+91 9000000001', texts)).toEqual({ name: 'Aarav', caption: 'Son', isPhone: false });
    expect(tileLabels(holder, '+91 9000000001', texts)).toEqual({ name: 'Priya', caption: 'You', isPhone: false });
  });

  it('show an unnamed account holder’s phone number', () => {
    expect(tileLabels({ ...holder, firstName: '' }, '+91 9000000001', texts)).toEqual({
      name: 'You',
      caption: '+91 9000000001',
      isPhone: true,
    });
  });
});

describe('when the sheet opens by itself (spec §4)', () => {
  it('opens when Basic has a Gender, or when no member is active', () => {
    expect(opensSheetOnLoad({ ...signedIn, Gender: 'Female' })).toBe(true);
    expect(opensSheetOnLoad({ ...signedIn, Gender: 'Female', rid: 2 })).toBe(true);
    expect(opensSheetOnLoad({ ...signedIn })).toBe(true);
    expect(opensSheetOnLoad({ ...signedIn, rid: 3, Gender: null })).toBe(false);
  });
});

describe('the active member in Basic', () => {
  it('picking a member with a Gender marks it existing and keeps the sign-in', () => {
    expect(basicForPicked(signedIn, son)).toEqual({
      ...signedIn,
      id: 2,
      rid: 2,
      name: 'Aarav',
      Gender: 'Male',
      isExisted: true,
    });
  });

  it('picking a member without a Gender is not existing, and drops the previous name', () => {
    const before = { ...signedIn, rid: 2, id: 2, name: 'Aarav', Gender: 'Male', isExisted: true };
    expect(basicForPicked(before, { ...newChild, firstName: '' })).toEqual({
      ...signedIn,
      id: 3,
      rid: 3,
      Gender: null,
    });
  });

  it('add-new clears rid and acts for the account holder', () => {
    const before = { ...signedIn, rid: 2, id: 2, name: 'Aarav', Gender: 'Male', isExisted: true };
    expect(basicForAddNew(before)).toEqual(signedIn);
  });

  it('a created member becomes id and rid, with its type and authToken', () => {
    expect(
      basicAfterCreate(basicForAddNew(signedIn), { userID: 7, type: 'Registered', authToken: 'tok' }, 'Kabir'),
    ).toEqual({ ...signedIn, id: 7, rid: 7, name: 'Kabir' });
  });

  it('an update fills type only if it was missing', () => {
    const active = { ...signedIn, id: 3, rid: 3 };
    expect(basicAfterModify(active, { type: 'Guest' }, 'Meera')).toEqual({ ...active, name: 'Meera' });
    const { type: _type, ...noType } = active;
    expect(basicAfterModify(noType, { type: 'Guest' }, 'Meera')).toEqual({ ...noType, name: 'Meera', type: 'Guest' });
  });
});
