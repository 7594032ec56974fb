import { and, eq } from 'drizzle-orm'
import type { Tx } from '../../../db/database'
import { param } from '../../../db/schema'
import type { ConfiguredPrinter } from './target'

/**
 * The lab's label printers: the tenant parameter `print.labelPrinters`, a JSON list of
 * `{ "id": "p1", "name": "收样室标签机", "host": "192.168.1.50", "port": 9100 }` that an administrator edits
 * on the parameters page (1000 characters hold about ten printers). A broken value configures no printer:
 * printing then says 打印机未配置 rather than guessing.
 */
export const LABEL_PRINTERS_PARAM = 'print.labelPrinters'

const text = (value: unknown) => (typeof value === 'string' ? value : undefined)

export function parsePrinters(value: string | null | undefined): ConfiguredPrinter[] {
  if (!value) return []
  let parsed: unknown
  try {
    parsed = JSON.parse(value)
  } catch {
    return []
  }
  if (!Array.isArray(parsed)) return []
  return parsed.flatMap((entry: unknown): ConfiguredPrinter[] => {
    if (typeof entry !== 'object' || entry === null) return []
    const record = entry as Record<string, unknown>
    const name = text(record.name)
    const host = text(record.host)
    if (!name || !host) return []
    const port = typeof record.port === 'number' ? record.port : undefined
    return [{ id: text(record.id), name, host, ...(port === undefined ? {} : { port }) }]
  })
}

export async function configuredPrinters(tx: Tx, tenantId: string): Promise<ConfiguredPrinter[]> {
  const [row] = await tx
    .select({ value: param.paramValue })
    .from(param)
    .where(
      and(eq(param.tenantId, tenantId), eq(param.paramKey, LABEL_PRINTERS_PARAM), eq(param.isDeleted, false)),
    )
  return parsePrinters(row?.value)
}
