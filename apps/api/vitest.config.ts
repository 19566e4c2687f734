import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // Argon2 hashing, PGlite and real job polling are slower than plain unit tests.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores, shared: a few files at a time, each with its own database.
    maxWorkers: 2,
    // Vitest runs projects with their own worker limit as a separate group: the server suite after the units.
    sequence: { groupOrder: 1 },
  },
});
