// The ops module: the agents' calls (applications, statuses, conditions, the simulated clock).
export { opsRoutes } from './routes.ts';
