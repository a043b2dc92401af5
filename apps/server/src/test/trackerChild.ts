import { eq } from 'drizzle-orm';
import { holdPlan } from '../db/builders';
import { accounts } from '../db/schema';
import { signIn, type TestApp } from './builders';

/**
 * A signed-in parent whose own record is the child (born `dob`): a guest, a registered account,
 * or a registered account holding the care plan through 2027. Height and weight are typed only
 * when given: intake's values become a growth entry, which the growth tests count.
 */
export async function trackerChild(
  t: TestApp,
  opts: {
    dob: string;
    kind?: 'guest' | 'registered' | 'plan';
    gender?: 'Male' | 'Female';
    premature?: boolean;
    size?: { height: number; weight: number };
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
      ...opts.size,
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
