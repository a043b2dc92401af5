export { devRoutes, testClockRoutes } from './dev.routes';
