import { eq } from 'drizzle-orm';
import { holdPlan } from '../db/builders';
import { accounts } from '../db/schema';
import { signIn, type TestApp } from './builders';

/**
 * A signed-in parent whose own record is the child (born `dob`): a guest, a registered account,
 * or a registered account holding the care plan through 2027.
 */
export async function trackerChild(
  t: TestApp,
  opts: {
    dob: string;
    kind?: 'guest' | 'registered' | 'plan';
    gender?: 'Male' | 'Female';
    premature?: boolean;
  },
) {
  const p = await signIn(t);
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/App/SaveUserDetails',
    headers: { authtoken: p.authToken },
    payload: {
      userId: p.userID,
      gender: opts.gender ?? 'Male',
      height: 80,
      weight: 10,
      dob: opts.dob,
      isPremature: opts.premature ?? false,
    },
  });
  if (saved.statusCode !== 200) throw new Error(`child details refused: ${saved.body}`);
  const kind = opts.kind ?? 'plan';
  if (kind !== 'guest') {
    const [row] = await t.database.db
      .update(accounts)
      .set({ type: 'Registered' })
      .where(eq(accounts.phoneE164, `+91${p.mobileNumber}`))
      .returning({ id: accounts.id });
    if (kind === 'plan' && row) await holdPlan(t.database.db, row.id);
  }
  return p;
}
