// The wait-list module: applicants the product cannot serve yet (spec 01 section 4 "Waitlist rule").
export { waitListRoutes } from './routes.ts';
