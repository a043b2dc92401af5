/** The growth call's query string (spec §7), apart from the API so it can be tested in node. */
import { LIMIT_ALL } from '@app/contract/constants';
import type { RouteInput } from '../../../lib/routeEndpoint';
import type { GrowthParam } from './measures';

export interface GrowthArgs {
  patientId: number;
  param: GrowthParam;
  userType?: string;
}

/** Spec §7: patientId, limit=-1 (all records), param=W|H|HC, userType. */
export function growthQuery(args: GrowthArgs): RouteInput<'getGrowthTracker'> {
  return {
    patientId: String(args.patientId),
    limit: String(LIMIT_ALL),
    param: args.param,
    userType: args.userType ?? '',
  };
}
