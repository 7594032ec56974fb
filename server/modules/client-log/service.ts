import { and, count, desc, eq } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { Tx } from '../../db/database'
import { appUser, clientErrorLog } from '../../db/schema'
import { toPage, type Page } from '../../http/envelope'
import { badRequest } from '../../http/errors'
import { contains, iso } from '../shared/crud'
import { readParams } from '../system/param-values'

/** One entry of the browser's local error log (spec §3 Log entry). */
export type ClientErrorInput = {
  url: string
  time: string
  type: string
  message: string
  stack?: string | null
  info?: string | null
}

export type ClientErrorDto = Omit<ClientErrorInput, 'stack' | 'info'> & {
  stack: string | null
  info: string | null
  id: string
  userId: string
  account: string | null
  realName: string | null
  userAgent: string | null
  ip: string | null
  createTime: string | null
}

/** Stores an uploaded batch; refused when the tenant turned uploads off (parameter log.uploadEnabled). */
export async function storeClientErrors(
  tx: Tx,
  tenantId: string,
  client: { userId: string; userAgent: string | undefined; ip: string },
  entries: ClientErrorInput[],
): Promise<number> {
  const params = await readParams(tx, tenantId, ['log.uploadEnabled'])
  if (params['log.uploadEnabled'] !== 'true') throw badRequest('clientLog.uploadDisabled')
  if (entries.length === 0) return 0
  await tx.insert(clientErrorLog).values(
    entries.map((entry) => ({
      tenantId,
      id: uuidv7(),
      userId: client.userId,
      url: entry.url,
      time: entry.time,
      type: entry.type,
      message: entry.message,
      stack: entry.stack ?? null,
      info: entry.info ?? null,
      userAgent: client.userAgent?.slice(0, 255) ?? null,
      ip: client.ip.slice(0, 64),
    })),
  )
  return entries.length
}

export type ClientErrorQuery = {
  current: number
  size: number
  type?: string
  userId?: string
  message?: string
  url?: string
}

export async function findClientErrors(
  tx: Tx,
  tenantId: string,
  query: ClientErrorQuery,
): Promise<Page<ClientErrorDto>> {
  const where = and(
    eq(clientErrorLog.tenantId, tenantId),
    query.type ? eq(clientErrorLog.type, query.type) : undefined,
    query.userId ? eq(clientErrorLog.userId, query.userId) : undefined,
    contains(clientErrorLog.message, query.message),
    contains(clientErrorLog.url, query.url),
  )
  const [total] = await tx.select({ n: count() }).from(clientErrorLog).where(where)
  const rows = await tx
    .select({
      id: clientErrorLog.id,
      userId: clientErrorLog.userId,
      account: appUser.account,
      realName: appUser.realName,
      url: clientErrorLog.url,
      time: clientErrorLog.time,
      type: clientErrorLog.type,
      message: clientErrorLog.message,
      stack: clientErrorLog.stack,
      info: clientErrorLog.info,
      userAgent: clientErrorLog.userAgent,
      ip: clientErrorLog.ip,
      createTime: clientErrorLog.createTime,
    })
    .from(clientErrorLog)
    .leftJoin(
      appUser,
      and(eq(appUser.tenantId, clientErrorLog.tenantId), eq(appUser.id, clientErrorLog.userId)),
    )
    .where(where)
    .orderBy(desc(clientErrorLog.createTime), desc(clientErrorLog.id))
    .offset((query.current - 1) * query.size)
    .limit(query.size)
  return toPage(
    rows.map((row): ClientErrorDto => ({ ...row, createTime: iso(row.createTime) })),
    total?.n ?? 0,
    query.current,
    query.size,
  )
}
