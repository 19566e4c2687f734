// The operating-hours module: support hours per organisation and department, in Pacific time.
export { operatingHoursRoutes } from './routes.ts';
export { isOpenAt } from './is-open-at.ts';
