/**
 * Spec §8 "Code in a configured whitelist: rejects silently". The whitelist is empty by default and a tenant
 * may set it with the parameter `request.silentCodes` (comma-separated codes, e.g. `400,409`), applied at
 * start-up when the parameters load. A silent code neither shows a toast nor logs the user out.
 */
export const DEFAULT_SILENT_CODES: readonly number[] = []
export const SILENT_CODES_PARAM = 'request.silentCodes'

let silentCodes: ReadonlySet<number> = new Set(DEFAULT_SILENT_CODES)

/** "400, 409；500" → [400, 409, 500]: integers separated by commas, semicolons or spaces; the rest is ignored. */
export function parseCodeList(text: string | null | undefined): number[] {
  if (!text) return []
  const codes = text
    .split(/[\s,，;；]+/)
    .filter((part) => /^-?\d+$/.test(part))
    .map(Number)
  return [...new Set(codes)]
}

/** Replaces the whitelist; `undefined` (parameter not set) restores the default. */
export function setSilentCodes(codes: readonly number[] | undefined): void {
  silentCodes = new Set(codes ?? DEFAULT_SILENT_CODES)
}

export const isSilentCode = (code: number): boolean => silentCodes.has(code)
