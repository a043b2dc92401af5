/**
 * The clinic's back office (/admin). Nothing of it is used by another feature: the app mounts its
 * routes (routes.tsx), whose screens load as their own chunks.
 */

export { ADMIN_SESSION_KEY } from './adminSession';
export { adminRoutes } from './routes';
