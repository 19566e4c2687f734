// The brands module: public brand calls. Other modules read brands through these exports or @lintel/brands.
export { brandRoutes } from './routes.ts';
export { findBrand, UNKNOWN_ORG_CODE } from './find-brand.ts';
export { listStateLicenses } from './list-state-licenses.ts';
export { describeOrganization } from './describe-organization.ts';
