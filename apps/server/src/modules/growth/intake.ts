import { GROWTH_BOUNDS } from '@app/contract/constants';
import type { Db } from '../../db/client';
import * as repo from './growth.repo';

export interface IntakeMeasurement {
  accountId: number;
  memberId: number;
  /** The Indian date the details were saved. */
  on: string;
  heightCm: number | null;
  weightKg: number | null;
}

/** A value the growth record can hold (intake's sliders reach further than a plausible measurement). */
const plausible = (value: number | null, bounds: { min: number; max: number }) =>
  value !== null && value >= bounds.min && value <= bounds.max ? value : null;

/**
 * The height and weight typed at intake as the child's growth entry marked `fromIntake` (at most
 * one per child). Saved again with the same values it is left as it is; with other values the
 * same entry takes them and the new date, so editing intake never adds a second entry. Values
 * outside the growth record's plausible range are left out; with none left nothing is written.
 */
export async function recordIntakeMeasurement(db: Db, m: IntakeMeasurement): Promise<void> {
  const heightCm = plausible(m.heightCm, GROWTH_BOUNDS.H);
  const weightKg = plausible(m.weightKg, GROWTH_BOUNDS.W);
  if (heightCm === null && weightKg === null) return;
  const existing = await repo.intakeEntryOf(db, m.memberId);
  if (!existing) {
    await repo.insertRecord(db, {
      accountId: m.accountId,
      memberId: m.memberId,
      measuredOn: m.on,
      heightCm,
      weightKg,
      fromIntake: true,
    });
    return;
  }
  if (existing.heightCm === heightCm && existing.weightKg === weightKg) return;
  await repo.updateIntakeEntry(db, existing.id, { measuredOn: m.on, heightCm, weightKg });
}
