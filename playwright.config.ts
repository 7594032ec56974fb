import os from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { withoutBrowserUi } from './tests/support/chromium'

const port = Number(process.env.E2E_PORT ?? 8091)
// Each run signs in against a freshly seeded embedded database of its own.
// The workers load this file too: they get the runner's folder (the outbox files of the seams are there).
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `metrodesk-e2e-${process.pid}`)
process.env.E2E_DATA_DIR = dataDir

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
// Without Chrome's own address-bar pages, which would take a core at every page opened (tests/support/chromium.ts).
// Worked out once, in the runner (it starts a Chromium to read Playwright's own flags); the workers load this
// file too and find the flags in their environment, as they find E2E_DATA_DIR.
process.env.E2E_CHROMIUM_ARGS ??= JSON.stringify(
  await withoutBrowserUi(executablePath, [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ]),
)
const args = JSON.parse(process.env.E2E_CHROMIUM_ARGS) as string[]

export default defineConfig({
  testDir: 'tests/e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  // On CI one retry: a browser test that fails once on a loaded 2-core machine and then passes is reported as
  // flaky in the output (and looked into), not as a broken build; a real failure fails both tries.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'zh-CN',
    launchOptions: { executablePath, args },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // seed-large migrates and seeds the demo itself, then adds rows enough for a 5,000-row page (the resource
    // table tests); the server then finds the database seeded and only starts.
    command: `rm -rf ${dataDir} && npx tsx scripts/seed-large.ts --tenant 100001 --customers 50 --instruments 6000 && npx tsx server/main.ts`,
    url: `http://127.0.0.1:${port}/api/openapi.json`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SMS_OUTBOX_FILE: path.join(dataDir, 'sms-outbox.jsonl'),
      CAPTCHA_OUTBOX_FILE: path.join(dataDir, 'captcha-outbox.jsonl'),
      // Every browser test looks certificates up from 127.0.0.1, so the per-minute limit (10) would make a
      // lookup's success depend on what earlier tests did in that minute. The limits themselves are the API
      // tests' business (tests/api/public-*.test.ts).
      PUBLIC_LOOKUP_PER_MINUTE: '1000',
      // Several builds can be tested side by side (E2E_DIST=/tmp/dist-x npx playwright test).
      ...(process.env.E2E_DIST ? { STATIC_DIR: process.env.E2E_DIST } : {}),
    },
    // Migrations, the demo seed and the large seed run first: on a busy machine that alone can take a minute.
    timeout: 240_000,
    reuseExistingServer: false,
  },
})
