import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    // Each file still gets its own jsdom window and module graph, in a VM context of a worker that lives on: the forks
    // pool started a process per file, which loaded jsdom's code again each time (about 1.5 s of CPU per file, half
    // of the project's time). VM contexts leak memory: a worker past the root config's vmMemoryLimit is replaced.
    pool: 'vmForks',
    // In a VM context Node's own loader cannot run an ES module file that a CommonJS package requires (recharts' CommonJS
    // build, under @mantine/charts, requires @reduxjs/toolkit's .mjs build): the charts go through Vite's pipeline,
    // recharts as its ES module build.
    server: { deps: { inline: ['@mantine/charts', 'recharts', '@reduxjs/toolkit'] } },
    alias: [{ find: /^recharts$/, replacement: 'recharts/es6/index.js' }],
    // The enrollment form's stories render six pages and type into them: 5-7 s alone, three to four times that while
    // other suites share the machine's two cores. A timeout is a hang guard, not a measure: the server's is 60 s too.
    testTimeout: 60_000,
  },
});
