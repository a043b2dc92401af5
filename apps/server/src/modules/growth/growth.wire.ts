import { messages } from '@app/contract/messages';
import type { GrowthEntry, GrowthResponse } from '@app/contract/schemas/growth';
import type { GrowthService, Param } from './growth.service';

type Tracker = Awaited<ReturnType<GrowthService['growthTracker']>>;
type Entry = Tracker['entries'][number];

/** The WHO range is given under the tab's own measurement (WeightFrom for W, …), null for the others. */
const rangeOf = (param: Param, shown: Param, entry: Entry) => (param === shown ? entry.comparison : undefined);

const toGrowthEntry = (param: Param, e: Entry): GrowthEntry => ({
  NotesCaregiverID: e.entryId,
  createdDate: e.measuredOn,
  age: e.age,
  ageDays: e.ageDays,
  chronologicalAge: e.chronologicalAge,
  corrected: e.corrected,
  Weight: e.weightKg,
  WeightFrom: rangeOf(param, 'W', e)?.from ?? null,
  WeightTo: rangeOf(param, 'W', e)?.to ?? null,
  Height: e.heightCm,
  HeightFrom: rangeOf(param, 'H', e)?.from ?? null,
  HeightTo: rangeOf(param, 'H', e)?.to ?? null,
  HeadCircum: e.headCm,
  HeadCircumFrom: rangeOf(param, 'HC', e)?.from ?? null,
  HeadCircumTo: rangeOf(param, 'HC', e)?.to ?? null,
  zScore: e.comparison.z,
  percentile: e.comparison.percentile,
  standard: e.comparison.standard,
  noRangeReason: e.comparison.reason,
  isDelete: e.deletable,
});

/** Goal/GetGrowthTracker (spec §3 growth record, §7), with the latest entry's standing. */
export function toGrowthResponse(t: Tracker): GrowthResponse {
  const data = t.entries.map((e) => toGrowthEntry(t.param, e));
  const latest = data[data.length - 1];
  return {
    status: 1,
    data,
    isHead: t.headShown,
    Name: t.name,
    Gender: t.gender,
    param: t.param,
    dateOfBirth: t.dateOfBirth,
    zScore: latest?.zScore ?? null,
    percentile: latest?.percentile ?? null,
    lastUpdated: latest?.createdDate ?? null,
    curves: t.curves,
    curvesStandard: t.curvesStandard,
    canEdit: t.canEdit,
    notice: t.notice,
  };
}

export const growthSaved = (entryId: number) => ({
  status: 1 as const,
  message: messages.growthSaved,
  NotesCaregiverID: entryId,
});
