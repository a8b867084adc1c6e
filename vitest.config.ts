import { defineConfig } from 'vitest/config';

// Unit tests are pure functions of core/; integration tests run the real server over a real database:
// PGlite always, and PostgreSQL too when its binaries are found (tests/setup/postgres.ts).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/setup/postgres.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          // Each file starts its own server and database; two at a time suit a 2-core machine.
          maxWorkers: 2,
        },
      },
    ],
  },
});
