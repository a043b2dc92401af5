// Red-flag triage's public face: its routes, and the service billing asks before taking an order.
export { triageRoutes } from './triage.routes';
export { type TriageService, type TriageServiceDeps, triageServiceFactory } from './triage.service';
