// Booking's public face: its routes, the follow-up rule the catalogue shows, and the hold sweep.
export { followupEligible, releaseExpiredHolds } from './booking.repo';
export { bookingRoutes } from './booking.routes';
