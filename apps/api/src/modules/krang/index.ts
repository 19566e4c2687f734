// The krang module: the status call every waiting applicant polls, served from a cache a status change evicts.
export { krangRoutes } from './routes.ts';
