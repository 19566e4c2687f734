import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';

/** The module of every parsed brand (packages/brands); the build serves its value instead of its code. */
const REGISTRY = fileURLToPath(new URL('../../../packages/brands/src/brand-registry.ts', import.meta.url));

/**
 * Decision 072: the browser gets the brands already parsed. The build imports the registry module as the
 * server does (so a brand file that fails its schema fails the build, with the same message) and writes the
 * result into the bundle as one JSON string, which a browser parses far faster than it runs the brand schema:
 * the schema took 190 ms of a 4x-throttled first visit's start-up. Development and tests keep the live module.
 */
export const prebuiltBrands = (): Plugin => {
  let registrySource: string | undefined;
  return {
    name: 'lintel:prebuilt-brands',
    apply: 'build',
    enforce: 'pre',
    async buildStart() {
      const { module } = await runnerImport<{ BRAND_REGISTRY: unknown }>(REGISTRY, { configFile: false, logLevel: 'warn' });
      const json = JSON.stringify(module.BRAND_REGISTRY);
      registrySource = `export const BRAND_REGISTRY = JSON.parse(${JSON.stringify(json)});\n`;
    },
    load(id) {
      if (path.resolve(id.split('?')[0] ?? id) !== REGISTRY) return undefined;
      if (registrySource === undefined) throw new Error('prebuilt-brands: the registry was not parsed before it was loaded');
      return registrySource;
    },
  };
};
