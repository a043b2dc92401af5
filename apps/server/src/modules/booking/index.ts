// Booking's public face: its service (a slot request becomes a hold; a booked one moves once) and its routes.

export { bookingRoutes } from './booking.routes';
export { type BookingService, type BookingServiceDeps, bookingServiceFactory } from './booking.service';
