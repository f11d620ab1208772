import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // The enrollment form's stories render six pages and type into them: 5-7 s alone, three to four times that while
    // other suites share the machine's two cores. A timeout is a hang guard, not a measure: the server's is 60 s too.
    testTimeout: 60_000,
  },
});
