// The bpo module: the broker price opinion when there is no automated valuation (estimate, agreement, order,
// result). Other modules use these exports, never the table.
export { bpoRoutes } from './routes.ts';
export { findBpoRequest, recordBpoOrder, recordBpoResult } from './bpo-store.ts';
