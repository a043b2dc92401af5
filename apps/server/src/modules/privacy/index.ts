// The privacy module's public face: its routes and service factory (the parent's copy of their data
// and its erasure, decision 0049). It owns data_requests; the data itself stays with the modules
// that hold it, each answering for its own share.
export { privacyRoutes } from './privacy.routes';
export {
  type PrivacyService,
  type PrivacyServiceDeps,
  privacyServiceFactory,
} from './privacy.service';
