/**
 * `npm run bench -- chaos`: the long offline chaos run (tests/e2e/offline-chaos.spec.ts at its long size: 50
 * drafts, 20 photos, 200 network switches, server crashes and reloads, against a healthy and a failing
 * server). The browser tests run the same test with a short storm; this one looks for the rare interleavings
 * and takes about a quarter of an hour. It needs a built app (`npm run build`).
 */
import { spawn } from 'node:child_process'
import path from 'node:path'

const projectRoot = path.resolve(import.meta.dirname, '..')

export function runChaos(): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', 'tests/e2e/offline-chaos.spec.ts', '--reporter=line'], {
      cwd: projectRoot,
      stdio: 'inherit',
      env: { ...process.env, CHAOS_SIZE: 'long' },
    })
    child.on('exit', (code) => resolve(code ?? 1))
  })
}
