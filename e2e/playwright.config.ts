import { defineConfig } from '@playwright/test';

/** One id per run, inherited by the workers: the folder of the demo users' stored sessions (fixtures.ts). */
process.env.E2E_RUN_ID ??= `${process.pid}-${Date.now()}`;

/** Browser tests run against servers started by run-e2e.mjs (E2E_BASE_URL, E2E_SECOND_URL). */
export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts/,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  outputDir: '../test-results',
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:8201',
    headless: true,
    viewport: { width: 1440, height: 900 },
    // The web app honours reduced motion (theme respectReducedMotion): dialogs, menus and toasts appear at once, so a
    // check never sees a half-faded dialog.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // Telehealth visits (e2e/telehealth.spec.ts): a fake camera and microphone, granted without a prompt, and
        // peer connections between two pages of this machine.
        '--use-fake-device-for-media-stream',
        '--use-fake-ui-for-media-stream',
        '--allow-loopback-in-peer-connection',
      ],
    },
  },
});
