import { and, notInArray, sql } from 'drizzle-orm';
import { milestoneObservations, milestones } from '../schema';
import { defineDataset, readDataFile, upsert } from './dataset';

const CATEGORY: Record<string, 'S' | 'L' | 'C' | 'M'> = { social: 'S', language: 'L', cognitive: 'C', movement: 'M' };

interface CdcMilestone {
  id: string;
  ageMonths: number;
  categoryKey: string;
  text: string;
}

/**
 * The CDC 2022 checklists (apps/server/data/milestones, with their source notes), keyed by the
 * source's id. A milestone that left the source is dropped unless a parent has answered it.
 */
export const cdcMilestones = defineDataset({
  name: 'cdc-milestones',
  load: () => {
    const file = JSON.parse(readDataFile('milestones/cdc_milestones_2022.json')) as { milestones: CdcMilestone[] };
    return file.milestones.map((m, position) => {
      const category = CATEGORY[m.categoryKey];
      if (!category) throw new Error(`unknown milestone category ${m.categoryKey} in ${m.id}`);
      return { code: m.id, ageMonths: m.ageMonths, category, text: m.text, position };
    });
  },
  rowCount: (rows) => rows.length,
  async write(tx, rows) {
    await upsert(tx, milestones, rows, milestones.code, ['ageMonths', 'category', 'text', 'position']);
    await tx.delete(milestones).where(
      and(
        notInArray(
          milestones.code,
          rows.map((r) => r.code),
        ),
        sql`not exists (select 1 from ${milestoneObservations} where ${milestoneObservations.milestoneId} = ${milestones.id})`,
      ),
    );
  },
});
