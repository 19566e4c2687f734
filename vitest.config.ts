import { defineConfig } from 'vitest/config';

// One vitest run covers every unit and server suite; each workspace is a project.
export default defineConfig({
  test: {
    projects: ['packages/domain', 'packages/contract', 'packages/brands', 'apps/api', 'apps/web'],
  },
});
