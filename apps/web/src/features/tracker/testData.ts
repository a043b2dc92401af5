/** Test data builders for the tracker's tests (test-only; no screen imports this file). */
import type { SessionUser } from '@app/contract/schemas/auth';
import type { Goal, MilestoneListResponse } from '@app/contract/schemas/tracker';
import type { BasicState } from '../../app/state';
import { aSignedInMember } from '../../test/data';

let nextId = 100;

export function aGoal(overrides: Partial<Goal> = {}): Goal {
  nextId += 1;
  return {
    GoalName: `Milestone ${nextId}`,
    GoalCategory: 'Social/Emotional',
    GoalCategoryKey: 'S',
    Goalstatus: 'U',
    RxDate: '2026-04-10',
    AchvdDate: null,
    Intervention: null,
    GoalObservationID: nextId + 5000,
    webRecordId: nextId,
    notes: '',
    attachment: null,
    attachmentType: null,
    ageMonths: 6,
    FromMonth: 4,
    ToMonth: 6,
    ...overrides,
  };
}

export const BANDS: MilestoneListResponse['bands'] = [
  { fromMonth: 0, toMonth: 2, label: '0-2 months', hasChecklist: true },
  { fromMonth: 2, toMonth: 4, label: '2-4 months', hasChecklist: true },
  { fromMonth: 4, toMonth: 6, label: '4-6 months', hasChecklist: true },
  { fromMonth: 60, toMonth: 72, label: '5-6 years', hasChecklist: false },
];

const band = (i: number) => BANDS[i] ?? { fromMonth: 0, toMonth: 2, label: '0-2 months', hasChecklist: true };

export function aList(overrides: Partial<MilestoneListResponse> = {}): MilestoneListResponse {
  return {
    status: 1,
    data: [],
    agemonth: 5,
    MTotcount: 0,
    MAchcount: 0,
    STotcount: 0,
    SAchcount: 0,
    LTotcount: 0,
    LAchcount: 0,
    CTotcount: 0,
    CAchcount: 0,
    bands: BANDS,
    band: band(2),
    currentBand: band(2),
    correctedAge: false,
    correctionWeeks: 0,
    dateOfBirth: '2025-09-01',
    canEdit: true,
    dueDatesShown: true,
    notice: null,
    isPlan: 1,
    ...overrides,
  };
}

export function aSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    userID: 7,
    type: 'Registered',
    firstName: 'Priya',
    LastName: 'Sharma',
    email: '',
    Gender: 'Female',
    Relation: 'self',
    mobile: '9876543210',
    mobileCode: '+91',
    ConnectionID: 7,
    ...overrides,
  };
}

export const BASIC: BasicState = aSignedInMember();
