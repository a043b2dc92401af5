// The catalogue's public face: its service factory and routes, the slot arithmetic booking and the
// console share, the date window booking must respect, the doctor and clinic look-ups, and the
// catalogue read at boot.
export { findClinic } from './catalog.repo';
export { catalogRoutes } from './catalog.routes';
export {
  type CatalogService,
  type CatalogServiceDeps,
  catalogServiceFactory,
  checkDateInWindow,
  type DoctorListing,
} from './catalog.service';
export { warmCatalogue } from './engine/freshness';
export { checkTypeOffered } from './offeredTypes';
export { instantOf, minuteOf, slotsFor, weekdayOf } from './slots';
