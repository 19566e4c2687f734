import type { TBrand } from '@lintel/domain';
import { BRAND_FILES } from './brand-files.ts';
import { loadBrands } from './load-brands.ts';

/**
 * Every brand, parsed and checked. The server and the tests parse the files here at start-up; the web build
 * replaces this module with the list it parsed at build time (apps/web/vite-plugins/prebuilt-brands.ts, decision
 * 072), so a browser does not spend 190 ms of a throttled phone's first visit checking files the build checked.
 */
export const BRAND_REGISTRY: readonly TBrand[] = loadBrands(BRAND_FILES);
