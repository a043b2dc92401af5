/** The tracker's query strings (spec §7), apart from the API so they can be tested in node. */
import { LIMIT_ALL } from '@app/contract/constants';

export type BannerType = 'Milestones' | 'Assessment' | 'Vaccination';

export interface MilestoneArgs {
  patientId: number;
  /** Both or neither: without them the server answers the child's current band. */
  fromMonth?: number;
  toMonth?: number;
  planId?: string;
  userType?: string;
}

/** Spec §7: patientId, limit=-1, fromMonth, toMonth, planId, userType (the band left out at first). */
export function milestoneQuery(args: MilestoneArgs): URLSearchParams {
  const query = new URLSearchParams({ patientId: String(args.patientId), limit: String(LIMIT_ALL) });
  if (args.fromMonth !== undefined && args.toMonth !== undefined) {
    query.set('fromMonth', String(args.fromMonth));
    query.set('toMonth', String(args.toMonth));
  }
  query.set('planId', args.planId ?? '');
  query.set('userType', args.userType ?? '');
  return query;
}

/** Spec §7: patientId (-1 if none) and the banner type. */
export function bannerQuery(patientId: number | undefined, requestType: BannerType): URLSearchParams {
  return new URLSearchParams({ patientId: patientId === undefined ? '-1' : String(patientId), requestType });
}
