// Vaccinations: the routes, and the record the tracker's notification call saves.
export { vaccinationRoutes } from './vaccination.routes';
export { recordVaccination } from './vaccination.service';
