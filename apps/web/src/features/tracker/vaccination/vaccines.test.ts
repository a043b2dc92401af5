import { UPLOAD_LIMIT_BYTES, VACCINATION_DUE_TOLERANCE_DAYS } from '@app/contract/constants';
import { messages } from '@app/contract/messages';
import { describe, expect, it } from 'vitest';
import { tagProblem } from './tag';
import { aVaccine } from './testData';
import {
  countsOf,
  filterVaccines,
  recordableFrom,
  recordBody,
  recordProblem,
  sectionsOf,
  shownStatus,
  tooFarAhead,
  VACCINE_FILTERS,
  vaccineQuery,
} from './vaccines';

const BCG = aVaccine({ VaccineName: 'BCG', DueTime: 'Birth', DueStatus: 'Taken', TakenOn: '2025-09-02' });
const OPV = aVaccine({ VaccineName: 'OPV 0', DueTime: 'Birth', DueStatus: 'Overdue' });
const DTP = aVaccine({ VaccineName: 'DTwP/DTaP 1', DueTime: '6 weeks', DueStatus: 'Overdue' });
const MMR = aVaccine({ VaccineName: 'MMR 1', DueTime: '9 Months', DueStatus: 'Upcoming' });
// An annual influenza dose whose season passed: 'Overdue' on the wire, missed rather than owed.
const FLU2 = aVaccine({
  VaccineName: 'Influenza (IIV) annual',
  DueTime: '24 Months',
  DueStatus: 'Overdue',
  seasonPassed: true,
});
const ALL = [BCG, OPV, DTP, MMR, FLU2];
const names = (list: { VaccineName: string }[]) => list.map((v) => v.VaccineName);

describe('the filter', () => {
  it('offers Overdue, Upcoming, Done and Show All, in that order', () => {
    expect(VACCINE_FILTERS).toEqual(['Overdue', 'Upcoming', 'Taken', 'all']);
  });

  it('keeps the doses of one status; Done is Taken; Show All keeps every dose, a passed season too', () => {
    expect(names(filterVaccines(ALL, 'Overdue'))).toEqual(['OPV 0', 'DTwP/DTaP 1']);
    expect(names(filterVaccines(ALL, 'Upcoming'))).toEqual(['MMR 1']);
    expect(names(filterVaccines(ALL, 'Taken'))).toEqual(['BCG']);
    expect(names(filterVaccines(ALL, 'all'))).toEqual(names(ALL));
  });

  it('counts the doses of each status; a passed season is not overdue', () => {
    expect(countsOf(ALL)).toEqual({ Overdue: 2, Upcoming: 1, Taken: 1 });
  });

  it('shows a passed season as such; recorded, it is simply Taken', () => {
    expect(shownStatus(FLU2)).toBe('SeasonPassed');
    expect(shownStatus(DTP)).toBe('Overdue');
    expect(shownStatus({ ...FLU2, DueStatus: 'Taken' })).toBe('Taken');
  });
});

describe('the sections', () => {
  it('follow the chips, each with the doses that pass the filter (possibly none)', () => {
    const sections = sectionsOf(['Birth', '6 weeks', '9 Months', '24 Months'], ALL, 'Overdue');
    expect(sections.map((s) => [s.category, names(s.vaccines)])).toEqual([
      ['Birth', ['OPV 0']],
      ['6 weeks', ['DTwP/DTaP 1']],
      ['9 Months', []],
      ['24 Months', []],
    ]);
  });

  it('with Show All, every dose is in a section, even one of a category missing from the chips', () => {
    const sections = sectionsOf(['9 Months', 'Birth'], ALL, 'all');
    expect(sections.map((s) => s.category)).toEqual(['9 Months', 'Birth', '6 weeks', '24 Months']);
    expect(sections.flatMap((s) => s.vaccines)).toHaveLength(ALL.length);
  });
});

describe('the 3-day rule', () => {
  const today = '2026-03-10';
  it('lets a dose be recorded from 3 days before it is due', () => {
    expect(VACCINATION_DUE_TOLERANCE_DAYS).toBe(3);
    expect(tooFarAhead('2026-03-13', today)).toBe(false);
    expect(tooFarAhead('2026-03-14', today)).toBe(true);
    expect(tooFarAhead('2026-03-01', today)).toBe(false);
    expect(tooFarAhead(null, today)).toBe(false);
    expect(tooFarAhead('2026-04-01', '2026-03-31')).toBe(false);
    expect(recordableFrom('2026-03-02')).toBe('2026-02-27');
  });
});

describe('what SAVE says', () => {
  const ctx = { dueOn: '2026-03-01', today: '2026-03-10', dateOfBirth: '2025-09-01' };
  it('no date: Please select date.', () => {
    expect(recordProblem({ takenOn: '' }, ctx)).toBe(messages.selectDateShort);
    expect(messages.selectDateShort).toBe('Please select date.');
  });

  it('a dose due more than 3 days from today: Upcoming date is too far.', () => {
    expect(recordProblem({ takenOn: '2026-03-10' }, { ...ctx, dueOn: '2026-03-14' })).toBe(messages.upcomingDateTooFar);
    expect(recordProblem({ takenOn: '2026-03-10' }, { ...ctx, dueOn: '2026-03-13' })).toBeUndefined();
  });

  it('a taken date in the future or before birth is refused', () => {
    expect(recordProblem({ takenOn: '2026-03-11' }, ctx)).toBe(messages.takenDateFuture);
    expect(recordProblem({ takenOn: '2025-08-31' }, ctx)).toBe(messages.takenDateBeforeBirth);
    expect(recordProblem({ takenOn: '2026-03-10' }, ctx)).toBeUndefined();
  });
});

describe('the requests', () => {
  it('GetVaccineDetail takes patientId and userType', () => {
    expect(vaccineQuery(11, 'Registered')).toEqual({ patientId: '11', userType: 'Registered' });
  });

  it('saves with type Vaccination, the dose as webRecordId, and the photo without its data: prefix', () => {
    const vaccine = aVaccine({ vaccineId: 25 });
    expect(recordBody(vaccine, 11, { takenOn: '2026-03-09', notes: '  At the PHC ' })).toEqual({
      type: 'Vaccination',
      patientId: 11,
      webRecordId: 25,
      achievedDate: '2026-03-09',
      notes: 'At the PHC',
    });
    const file = {
      name: 'tag.png',
      size: 68,
      type: 'image/png',
      kind: 'image' as const,
      dataUrl: 'data:image/png;base64,AAAA',
      base64: 'AAAA',
    };
    expect(recordBody(vaccine, 11, { takenOn: '2026-03-09', notes: '', file })).toMatchObject({
      fileContent: 'AAAA',
      fileName: 'tag.png',
      fileSize: 68,
    });
  });
});

describe('the tag photo', () => {
  it('is an image of 15 MB at most, checked by size first', () => {
    expect(tagProblem({ size: UPLOAD_LIMIT_BYTES + 1, type: 'image/png' })).toBe(messages.fileTooBig);
    expect(tagProblem({ size: UPLOAD_LIMIT_BYTES + 1, type: 'video/mp4' })).toBe(messages.fileTooBig);
    expect(tagProblem({ size: 100, type: 'video/mp4' })).toBe(messages.uploadNotImage);
    expect(tagProblem({ size: 100, type: 'application/pdf' })).toBe(messages.uploadNotImage);
    expect(tagProblem({ size: UPLOAD_LIMIT_BYTES, type: 'image/jpeg' })).toBeUndefined();
  });
});
