// The feedback module: feedback to the CEO (spec 02 sections 5 and 7), stored for agents to read.
export { feedbackRoutes } from './routes.ts';
