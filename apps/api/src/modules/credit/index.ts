// The credit module: the sealed social security number and the applicant's credit calls.
export { creditRoutes } from './routes.ts';
