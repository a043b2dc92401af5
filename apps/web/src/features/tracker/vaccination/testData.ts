/** Test data builders for the vaccination and diet tests (test-only; no screen imports this file). */
import type { DietResponse, VaccineItem, VaccineResponse } from '@app/contract/schemas/vaccination';

let nextId = 500;

export function aVaccine(overrides: Partial<VaccineItem> = {}): VaccineItem {
  nextId += 1;
  const name = overrides.VaccineName ?? `Vaccine ${nextId}`;
  return {
    vaccineId: nextId,
    VaccineName: name,
    FullName: `${name} vaccine`,
    Dose: 'Dose 1',
    strDose: `${name}: Dose 1`,
    DueTime: '6 weeks',
    DueStatus: 'Upcoming',
    seasonPassed: false,
    DueOn: '2026-03-01',
    TakenOn: null,
    ProtectAgainst: 'Diphtheria, tetanus and pertussis',
    ToBeGiven: 'At 6 weeks',
    ImportantInfo: 'Usually given as part of a combination vaccine.',
    notes: '',
    fileName: null,
    canRecord: true,
    reportedByParent: false,
    ...overrides,
  };
}

export function aVaccineList(overrides: Partial<VaccineResponse> = {}): VaccineResponse {
  return {
    status: 1,
    data: [],
    categories: ['Birth', '6 weeks', '9 Months'],
    patientCategory: '6 weeks',
    schedule: 'IAP 2020-21 with 2023 updates',
    dateOfBirth: '2025-09-01',
    canEdit: true,
    notice: null,
    ...overrides,
  };
}

export function aDietPlan(overrides: Partial<DietResponse> = {}): DietResponse {
  return {
    status: 1,
    data: [
      {
        time: '08:00 AM',
        diet: 'Breakfast: Family meal. Suggested: Poha with peas.',
        URL: '/images/diet/breakfast.svg',
      },
      {
        time: '01:00 PM',
        diet: 'Lunch: Veg: Rice, rajma and raita / Non-veg: Rice, chicken curry and raita. Amount: ¾–1 katori.',
        URL: '/images/diet/lunch.svg',
      },
      {
        time: 'Any time',
        diet: 'Any time: Breastfeed as often as the child wants.',
        URL: '/images/diet/breastfeeding.svg',
      },
    ],
    date: '2026-03-10',
    band: {
      label: '12–24 months',
      frequency: '3–4 meals a day plus 1–2 snacks.',
      texture: 'Family food, chopped or mashed.',
      amountPerMeal: '3/4 to 1 katori (250 ml bowl).',
      snacks: null,
    },
    message: null,
    source: 'IAP infant and young child feeding guidelines (2010)',
    ...overrides,
  };
}
