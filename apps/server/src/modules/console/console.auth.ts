import { messages } from '@app/contract/messages';
import type { ConsoleOtpRequest, ConsoleVerifyRequest } from '@app/contract/schemas/console';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { unauthorized } from '../../lib/errors';
import type { Actor } from '../audit';
import { type AuthDeps, hashToken, requestStaffOtp, type StaffAuthDeps, type StaffKind, verifyStaffOtp } from '../auth';
import * as repo from './console.repo';

/** The doctor as the audit log names them. */
export const doctorActor = (session: DoctorSession): Actor => ({
  kind: 'doctor',
  id: session.doctor.id,
  name: session.doctor.name,
});

export interface DoctorSession {
  tokenId: number;
  doctor: repo.DoctorRow;
}

/**
 * Console codes are stored apart from the parents' ones for the same number (`doctor:<number>`).
 * A doctor signs in for a working day or so, not a month like a parent's phone.
 */
const doctorStaff: StaffKind<repo.DoctorRow> = {
  kind: 'doctor',
  find: repo.doctorByPhone,
  tokenHours: 16,
  insertToken: (tx, { staff, tokenHash, expiresAt }) =>
    repo.insertDoctorToken(tx, { doctorId: staff.id, tokenHash, expiresAt }),
};

/** The doctor on the wire, with the console's field names. */
export const doctorOnWire = (d: repo.DoctorRow) => ({
  doctorID: d.id,
  doctorName: d.name,
  qualification: d.qualification,
  registrationNumber: d.registrationNumber,
  speciality: d.speciality,
});

export type ConsoleAuthDeps = StaffAuthDeps;

/**
 * Sends a console OTP, only to a number registered to a doctor, and answers every number alike so
 * the console does not tell doctors' numbers from others (the auth module's requestStaffOtp says how).
 */
export function requestDoctorOtp(deps: ConsoleAuthDeps, req: z.output<typeof ConsoleOtpRequest>, ip: string) {
  return requestStaffOtp(deps, doctorStaff, req, ip);
}

export async function verifyDoctorOtp(deps: AuthDeps, req: z.output<typeof ConsoleVerifyRequest>) {
  const { authToken, staff } = await verifyStaffOtp(deps, doctorStaff, req);
  return { authToken, doctor: staff };
}

export async function authenticateDoctor(deps: { db: Db; now: () => Date }, token: string | undefined) {
  if (!token) throw unauthorized(messages.consoleSessionMissing);
  const found = await repo.findDoctorToken(deps.db, hashToken(token));
  if (!found) throw unauthorized(messages.consoleSessionMissing);
  if (found.revokedAt || found.expiresAt.getTime() <= deps.now().getTime()) throw unauthorized(messages.sessionExpired);
  const doctor = await repo.doctorById(deps.db, found.doctorId);
  if (!doctor) throw unauthorized(messages.consoleSessionMissing);
  return { tokenId: found.id, doctor } satisfies DoctorSession;
}

export async function logoutDoctor(deps: { db: Db; now: () => Date }, session: DoctorSession) {
  await repo.revokeDoctorToken(deps.db, session.tokenId, deps.now());
}
