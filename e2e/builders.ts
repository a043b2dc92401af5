import type { APIRequestContext } from '@playwright/test';
import type { z } from 'zod';
import { paths } from '../packages/contract/src/paths';
import type {
  TestConsultationRequest,
  TestConsultationResponse,
  TestDoctorsRequest,
  TestDoctorsResponse,
  TestOperatorRequest,
  TestOperatorResponse,
  TestParentRequest,
  TestParentResponse,
} from '../packages/contract/src/schemas/testData';
import { expect } from './fixtures';

/**
 * The journeys' data, built through the server's test-only data API (TEST_DATA_API, the same
 * builders as the database tests): each test builds the doctors, parents and past consultations it
 * uses, with numbers of their own. Dates follow the server's clock, which fixtures.ts has set to
 * the test's `at` before the test body runs.
 */
async function build<Res>(request: APIRequestContext, path: string, data: unknown): Promise<Res> {
  const res = await request.post(path, { data });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as Res;
}

/**
 * Doctors at a new clinic. They speak English only unless a test asks for Hindi: the instant-call
 * journey at 13:30 counts on no Hindi-speaking doctor being free for video that afternoon.
 */
export const buildDoctors = (request: APIRequestContext, body: z.input<typeof TestDoctorsRequest> = {}) =>
  build<z.output<typeof TestDoctorsResponse>>(request, paths.testDoctors, { languages: ['english'], ...body });

export const buildParent = (request: APIRequestContext, body: z.input<typeof TestParentRequest> = {}) =>
  build<z.output<typeof TestParentResponse>>(request, paths.testParents, body);

export const buildConsultation = (request: APIRequestContext, body: z.input<typeof TestConsultationRequest>) =>
  build<z.output<typeof TestConsultationResponse>>(request, paths.testConsultations, body);

/** A back-office owner or operator with a number of their own, who signs in with an OTP like anyone. */
export const buildOperator = (request: APIRequestContext, body: z.input<typeof TestOperatorRequest> = {}) =>
  build<z.output<typeof TestOperatorResponse>>(request, paths.testOperators, body);

/** Aarav's age: four years and eight months, inside the 4-5 years milestone band and WHO's head-circumference standard (to five). */
export const AARAV_AGE_DAYS = 1715;

/**
 * Priya, a registered parent holding the care plan, and her son Aarav (a four-year-old with his
 * details filled in) — what the demo data's first parent was, built for one test.
 */
export const planParent = (request: APIRequestContext) =>
  buildParent(request, {
    self: { firstName: 'Priya', lastName: 'Sharma', gender: 'Female' },
    members: [
      {
        relation: 'son',
        firstName: 'Aarav',
        lastName: 'Sharma',
        gender: 'Male',
        ageDays: AARAV_AGE_DAYS,
        heightCm: 98,
        weightKg: 15,
        ageBand: '2-6',
      },
    ],
    plan: true,
  });
