/** The back office's consultations and money as the API answers (decision 0053). */
import type { RouteResult } from '../../lib/routeEndpoint';

export type ConsultationRow = RouteResult<'adminConsultations'>['data'][number];
export type ConsultationDetail = RouteResult<'adminConsultation'>['consultation'];
export type MoneyEvent = ConsultationDetail['money'][number];
export type DaySummary = RouteResult<'adminDailySummary'>['summary'];
