import path from 'node:path'

/*
 * Which of the browser tests' servers (tests/support/e2e-servers.ts) a Playwright worker talks to: the
 * worker's parallel index, which Playwright puts in a worker's environment before it loads any file. In the
 * runner itself (and a run with one worker) it is 0.
 */
export const e2eSlot = (): number => Number(process.env.TEST_PARALLEL_INDEX ?? 0)

/** The folder of this worker's server: its database, its copy of the app, its SMS and captcha outboxes. */
export function e2eServerDir(): string {
  const root = process.env.E2E_DATA_DIR
  if (!root) throw new Error('E2E_DATA_DIR is set by playwright.config.ts')
  return path.join(root, `server-${e2eSlot()}`)
}
