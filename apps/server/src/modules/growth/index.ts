export { growthRoutes } from './growth.routes';
