import type { OperatorRole } from '@app/contract/constants';
import { createOperator } from '../modules/admin';
import { lastCode, type TestApp, uniqueIp, uniqueMobile } from './builders';

/** An operator written straight to the database (as `admin:create` or an owner would add them). */
export async function buildOperator(
  t: Pick<TestApp, 'database'>,
  opts: { role?: OperatorRole; name?: string; mobileNumber?: string } = {},
) {
  const mobileNumber = opts.mobileNumber ?? uniqueMobile();
  const { operator } = await createOperator(
    { db: t.database.db },
    {
      name: opts.name ?? `Operator ${mobileNumber.slice(-4)}`,
      phoneE164: `+91${mobileNumber}`,
      role: opts.role ?? 'operator',
      createdBy: null,
    },
  );
  return { ...operator, mobileNumber };
}

/** Asks for a back-office OTP through the real call; the SMS, if any, has gone when this returns. */
export async function requestOperatorOtp(t: TestApp, mobileNumber: string, ip = uniqueIp()) {
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/Admin/RequestOtp',
    payload: { mobileCode: '91', mobileNumber },
    remoteAddress: ip,
  });
  await t.background.settled();
  return sent;
}

/** Signs an operator in through the real calls (the code read from the SMS); returns the token. */
export async function operatorSignIn(t: TestApp, operator: { mobileNumber: string }) {
  const sent = await requestOperatorOtp(t, operator.mobileNumber);
  if (sent.statusCode !== 200) throw new Error(`back-office send failed: ${sent.body}`);
  const verified = await t.app.inject({
    method: 'POST',
    url: '/api/Admin/VerifyOtp',
    payload: { mobileCode: '91', mobileNumber: operator.mobileNumber, otp: lastCode(t.sms, operator.mobileNumber) },
  });
  if (verified.statusCode !== 200) throw new Error(`back-office verify failed: ${verified.body}`);
  return verified.json().authToken as string;
}

/** A new operator of `role`, signed in: their row and token. */
export async function signedInOperator(t: TestApp, role: OperatorRole = 'operator') {
  const operator = await buildOperator(t, { role });
  return { operator, token: await operatorSignIn(t, operator) };
}
