import { describe, expect, it } from 'vitest';
import { userFromServer } from './profile';

describe('the User slice from the saved details', () => {
  it('shows what was saved, and keeps the chosen reason', () => {
    expect(
      userFromServer(
        { qs: 'Fever', gender: 'Female' },
        { userID: 2, age: '2-6', gender: 'Male', height: 98, weight: 15.5, dob: '2022-03-14', isPremature: false },
      ),
    ).toEqual({
      userID: 2,
      qs: 'Fever',
      age: '2-6',
      gender: 'Male',
      height: 98,
      weight: '15.5',
      dob: '2022-03-14',
      isPremature: false,
    });
  });

  it('leaves out what was never saved', () => {
    expect(
      userFromServer(
        {},
        { userID: 3, age: null, gender: null, height: null, weight: null, dob: null, isPremature: false },
      ),
    ).toEqual({ userID: 3, isPremature: false });
  });

  it("keeps the gender the member's relation implied when nothing is saved (a son starts as Male)", () => {
    const empty = { userID: 4, age: null, gender: null, height: null, weight: null, dob: null, isPremature: false };
    expect(userFromServer({ gender: 'Male' }, empty)).toEqual({ userID: 4, isPremature: false, gender: 'Male' });
    // What was saved wins; and a slice that belonged to a member already loaded brings nothing over.
    expect(userFromServer({ gender: 'Male' }, { ...empty, gender: 'Female' }).gender).toBe('Female');
    expect(userFromServer({ userID: 9, gender: 'Male' }, empty).gender).toBeUndefined();
  });
});
