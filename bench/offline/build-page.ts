import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { build } from 'vite'

/** Builds the bench page (bench/offline/page) into a temporary folder the server serves as its app. */
export async function buildBenchPage(): Promise<{ dir: string; dispose: () => Promise<void> }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'metrodesk-bench-offline-page-'))
  await build({
    configFile: path.join(import.meta.dirname, 'vite.config.ts'),
    build: { outDir: dir },
  })
  return { dir, dispose: () => fs.rm(dir, { recursive: true, force: true }) }
}
