export { devRoutes, testClockRoutes } from './dev.routes';
export { testDataRoutes } from './testData.routes';
