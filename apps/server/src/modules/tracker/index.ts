// The tracker's public face: its service factory and routes. The tracker owns plans and the uploads
// table, so its service also gives the vaccination and growth records their rights, upload checks
// and signed file links.
export { type TrackerRoutesDeps, trackerRoutes } from './tracker.routes';
export { type TrackerService, type TrackerServiceDeps, trackerServiceFactory } from './tracker.service';
