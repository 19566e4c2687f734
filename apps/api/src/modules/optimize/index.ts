// The optimize module: feature flags and experiments (spec 03 section 7), evaluated with GrowthBook.
// Other modules use these exports, never the tables.
export { optimizeRoutes } from './routes.ts';
export { DEFAULT_FLAGS, MAINTENANCE_DEFAULT_VARIABLES } from './default-flags.ts';
