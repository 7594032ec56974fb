import os from 'node:os'
import path from 'node:path'
import { defineConfig } from '@playwright/test'
import { withoutBrowserUi } from './tests/support/chromium'
import { e2eSlot } from './tests/support/e2e-slot'

const firstPort = Number(process.env.E2E_PORT ?? 8091)
// Workers run test files side by side, each against a server and a database of its own (a copy of one seeded
// database): no test sees another's records. Two suit this machine's two cores; E2E_WORKERS=1 runs them in turn.
const workers = Number(process.env.E2E_WORKERS ?? 2)
// Each run signs in against freshly seeded embedded databases of its own.
// The workers load this file too: they get the runner's folder (their servers' outbox files are there).
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
  workers,
  // On CI one retry: a browser test that fails once on a loaded 2-core machine and then passes is reported as
  // flaky in the output (and looked into), not as a broken build; a real failure fails both tries.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  use: {
    // Loaded in a worker, this file knows the worker's slot, hence its server.
    baseURL: `http://127.0.0.1:${firstPort + e2eSlot()}`,
    locale: 'zh-CN',
    launchOptions: { executablePath, args },
    trace: 'off',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // Seeds one database (migrations, the demo lab, rows enough for a 5,000-row page), copies it for each
    // worker and starts their servers (tests/support/e2e-servers.ts).
    command: `npx tsx tests/support/e2e-servers.ts ${workers} ${firstPort} ${dataDir}`,
    // The last server to start: the script starts them one after the other.
    url: `http://127.0.0.1:${firstPort + workers - 1}/api/openapi.json`,
    // Migrations, the demo seed and the large seed run first: on a busy machine that alone can take a minute.
    timeout: 240_000,
    reuseExistingServer: false,
  },
})
