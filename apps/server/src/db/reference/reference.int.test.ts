import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { dbKinds, openTestDatabase } from '../../test/db';
import { buildParent } from '../builders';
import type { Database } from '../client';
import {
  displayTexts,
  milestoneObservations,
  milestones,
  referenceDatasets,
  specialities,
  vaccineDoses,
  whoLms,
} from '../schema';
import { defineDataset, type ReferenceDataset, versionOf } from './dataset';
import { importReferenceData, REFERENCE_DATASETS } from './index';
import { cdcMilestones } from './milestones';

type Milestone = { code: string; ageMonths: number; category: 'S' | 'L' | 'C' | 'M'; text: string; position: number };

/** The milestone dataset as a new release of its source would give it: `change` edits the rows. */
function changedMilestones(change: (rows: Milestone[]) => Milestone[]) {
  const write = vi.fn(cdcMilestones.write);
  const dataset: ReferenceDataset = defineDataset({
    ...cdcMilestones,
    load: () => change(cdcMilestones.load() as Milestone[]),
    write,
  });
  return { dataset, write };
}
const withChanged = (d: ReferenceDataset) => REFERENCE_DATASETS.map((r) => (r.name === d.name ? d : r));

describe.each(dbKinds())('reference data on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => database?.close());

  it('holds every dataset at the version this code writes, and skips them all when nothing changed', async () => {
    const db = database.db;
    const versions = await db.select().from(referenceDatasets);
    expect(Object.fromEntries(versions.map((v) => [v.name, v.version]))).toEqual(
      Object.fromEntries(REFERENCE_DATASETS.map((d) => [d.name, versionOf(d.load())])),
    );
    const spies = REFERENCE_DATASETS.map((d) => ({ ...d, write: vi.fn(d.write) }));
    expect(await importReferenceData(db, spies)).toEqual({
      imported: [],
      unchanged: REFERENCE_DATASETS.map((d) => d.name),
    });
    for (const s of spies) expect(s.write).not.toHaveBeenCalled();

    const n = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n;
    expect(await n(db.select({ n: count() }).from(milestones))).toBe(159);
    expect(await n(db.select({ n: count() }).from(whoLms))).toBeGreaterThan(11_000);
    expect(await n(db.select({ n: count() }).from(vaccineDoses))).toBeGreaterThan(40);
    expect(await n(db.select({ n: count() }).from(specialities))).toBe(8);
    expect(await n(db.select({ n: count() }).from(displayTexts))).toBe(1);
  });

  it('re-imports a changed dataset in place: ids stay, answers stay valid, a dropped unanswered row goes', async () => {
    const db = database.db;
    const all = await db.select({ id: milestones.id, code: milestones.code }).from(milestones).orderBy(milestones.id);
    const [reworded, droppedAnswered, droppedUnanswered] = all as [(typeof all)[0], (typeof all)[0], (typeof all)[0]];
    const parent = await buildParent(db, {
      members: [{ relation: 'son', firstName: 'Kabir', dateOfBirth: '2025-01-01' }],
    });
    const childId = parent.members[0]?.id ?? 0;
    await db.insert(milestoneObservations).values([
      { memberId: childId, milestoneId: reworded.id, intervention: 1 },
      { memberId: childId, milestoneId: droppedAnswered.id, intervention: 3 },
    ]);

    const gone = new Set([droppedAnswered.code, droppedUnanswered.code]);
    const { dataset, write } = changedMilestones((rows) =>
      rows
        .filter((m) => !gone.has(m.code))
        .map((m) => (m.code === reworded.code ? { ...m, text: 'Smiles when you talk to him (reworded)' } : m)),
    );
    expect(await importReferenceData(db, withChanged(dataset))).toEqual({
      imported: ['cdc-milestones'],
      unchanged: REFERENCE_DATASETS.map((d) => d.name).filter((n) => n !== 'cdc-milestones'),
    });
    expect(write).toHaveBeenCalledTimes(1);

    const [row] = await db.select().from(milestones).where(eq(milestones.code, reworded.code));
    expect(row).toMatchObject({ id: reworded.id, text: 'Smiles when you talk to him (reworded)' });
    const left = await db
      .select({ code: milestones.code })
      .from(milestones)
      .where(inArray(milestones.code, [droppedAnswered.code, droppedUnanswered.code]));
    // The answered one stays for the parent's record; the other is gone.
    expect(left.map((l) => l.code)).toEqual([droppedAnswered.code]);
    const answers = await db
      .select({ milestoneId: milestoneObservations.milestoneId })
      .from(milestoneObservations)
      .where(eq(milestoneObservations.memberId, childId));
    expect(answers.map((a) => a.milestoneId).sort()).toEqual([reworded.id, droppedAnswered.id].sort());
    const [version] = await db.select().from(referenceDatasets).where(eq(referenceDatasets.name, 'cdc-milestones'));
    expect(version).toMatchObject({ version: versionOf(dataset.load()), rowCount: 157 });

    // The same changed release again: nothing to do.
    const again = changedMilestones(() => dataset.load() as Milestone[]);
    expect((await importReferenceData(db, withChanged(again.dataset))).imported).toEqual([]);
    expect(again.write).not.toHaveBeenCalled();

    // Back to the release in this repository: re-imported, the reworded text restored.
    expect((await importReferenceData(db)).imported).toEqual(['cdc-milestones']);
    const [restored] = await db.select().from(milestones).where(eq(milestones.code, reworded.code));
    expect(restored?.id).toBe(reworded.id);
    expect(restored?.text).not.toMatch(/reworded/);
    expect((await db.select({ n: count() }).from(milestones))[0]?.n).toBe(159);
  });

  it('imports a new version once when several servers start together', async () => {
    const { dataset, write } = changedMilestones((rows) =>
      rows.map((m, i) => (i === 0 ? { ...m, text: `${m.text} (new release)` } : m)),
    );
    const runs = await Promise.all(
      Array.from({ length: 4 }, () => importReferenceData(database.db, withChanged(dataset))),
    );
    expect(runs.flatMap((r) => r.imported)).toEqual(['cdc-milestones']);
    expect(write).toHaveBeenCalledTimes(1);
    await importReferenceData(database.db); // leave the repository's release in place
  });
});
