/** The diet call's query string (spec §7), apart from the API so it can be tested in node. */
import type { RouteInput } from '../../../lib/routeEndpoint';
import { dietDt } from './days';

export interface DietArgs {
  patientId: number;
  userType?: string;
  /** 'yyyy-MM-dd', an Indian date. */
  date: string;
}

/** Spec §7: patientId, userType, dt as yyyy-MM-dd HH:mm:ss. */
export function dietQuery(args: DietArgs): RouteInput<'getDietPlan'> {
  return { patientId: String(args.patientId), userType: args.userType ?? '', dt: dietDt(args.date) };
}
