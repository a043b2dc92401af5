/** The tracker's query strings (spec §7), apart from the API so they can be tested in node. */
import { LIMIT_ALL } from '@app/contract/constants';
import type { RouteInput } from '../../../lib/routeEndpoint';

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
export function milestoneQuery(args: MilestoneArgs): RouteInput<'getMilestoneListInfo'> {
  const band =
    args.fromMonth !== undefined && args.toMonth !== undefined
      ? { fromMonth: String(args.fromMonth), toMonth: String(args.toMonth) }
      : {};
  return {
    patientId: String(args.patientId),
    limit: String(LIMIT_ALL),
    ...band,
    planId: args.planId ?? '',
    userType: args.userType ?? '',
  };
}

/** Spec §7: patientId (-1 if none) and the banner type. */
export function bannerQuery(patientId: number | undefined, requestType: BannerType): RouteInput<'addHomeBannerInfo'> {
  return { patientId: patientId === undefined ? '-1' : String(patientId), requestType };
}
