import { readFileSync } from 'node:fs'

/** MetroDesk's release as package.json states it, read once: documents the server issues name it. */
export const APP_VERSION: string = (
  JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version
