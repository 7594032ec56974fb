import { sql } from 'drizzle-orm'
import { NOTICE_STATUS, noticeTransition, type NoticeAction } from '@/domain/resources/notices'
import { queryRows, type Tx } from '../../db/database'
import { toPage } from '../../http/envelope'
import { AppError, notFound } from '../../http/errors'
import type { Page } from '../../http/envelope'

/*
 * Notices: releasing and withdrawing (the list, form and removal are the resource engine's), the
 * released ones for the staff home and for anyone (/detail-info-notice).
 */

export type ReleasedNotice = {
  id: string
  title: string
  category: string | null
  /** ISO 8601. */
  releaseTime: string
}

export type NoticeDetail = ReleasedNotice & { content: string }

/** A timestamp column as ISO 8601 UTC text, in SQL: PGlite and node-postgres then answer alike. */
const isoOf = (column: string) =>
  sql`to_char(${sql.identifier(column)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/** Releases (发布) or withdraws (撤回) one notice of the tenant; answers its new state. */
export async function changeNotice(
  tx: Tx,
  tenantId: string,
  userId: string,
  id: string,
  action: NoticeAction,
): Promise<{ status: number; releaseTime: string | null }> {
  const [row] = await queryRows<{ status: number }>(
    tx,
    sql`select status from notice where tenant_id = ${tenantId} and id = ${id} and is_deleted = false for update`,
  )
  if (!row) throw notFound()
  const next = noticeTransition(Number(row.status), action)
  if (next === null)
    throw new AppError(400, action === 'release' ? 'notice.notReleasable' : 'notice.notWithdrawable')
  const releasing = action === 'release'
  const [updated] = await queryRows<{ status: number; release_time: string | null }>(
    tx,
    sql`update notice set status = ${next},
          release_time = ${releasing ? sql`now()` : sql`release_time`},
          released_by = ${releasing ? sql`${userId}::uuid` : sql`released_by`},
          update_user = ${userId}, update_time = now()
        where tenant_id = ${tenantId} and id = ${id}
        returning status, ${isoOf('release_time')} as release_time`,
  )
  if (!updated) throw notFound()
  return {
    status: Number(updated.status),
    releaseTime: updated.release_time,
  }
}

export type ReleasedFilter = { title?: string | undefined; category?: string | undefined }

const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`)

/** The tenant's released notices, newest first, one page. */
export async function releasedNotices(
  tx: Tx,
  tenantId: string,
  paging: { current: number; size: number },
  filter: ReleasedFilter = {},
): Promise<Page<ReleasedNotice>> {
  const conditions = [
    sql`tenant_id = ${tenantId}`,
    sql`is_deleted = false`,
    sql`status = ${NOTICE_STATUS.released}`,
  ]
  const title = filter.title?.trim()
  if (title) conditions.push(sql`title ilike ${`%${likeLiteral(title)}%`} escape '\\'`)
  const category = filter.category?.trim()
  if (category) conditions.push(sql`category = ${category}`)
  const where = sql.join(conditions, sql` and `)
  const [counted] = await queryRows<{ total: number | string }>(
    tx,
    sql`select count(*) as total from notice where ${where}`,
  )
  const total = Number(counted?.total ?? 0)
  const offset = (paging.current - 1) * paging.size
  const rows =
    offset >= total
      ? []
      : await queryRows<{ id: string; title: string; category: string | null; release_time: string }>(
          tx,
          sql`select id, title, category, ${isoOf('release_time')} as release_time from notice where ${where}
              order by notice.release_time desc nulls last, notice.id desc limit ${paging.size} offset ${offset}`,
        )
  const records = rows.map((row) => ({
    id: String(row.id),
    title: row.title,
    category: row.category,
    releaseTime: row.release_time,
  }))
  return toPage(records, total, paging.current, paging.size)
}

/** One released notice of the tenant, or null (a draft, a withdrawn or removed one, another lab's). */
export async function releasedNotice(tx: Tx, tenantId: string, id: string): Promise<NoticeDetail | null> {
  const [row] = await queryRows<{
    id: string
    title: string
    category: string | null
    content: string
    release_time: string
  }>(
    tx,
    sql`select id, title, category, content, ${isoOf('release_time')} as release_time from notice
        where tenant_id = ${tenantId} and id = ${id} and is_deleted = false and status = ${NOTICE_STATUS.released}`,
  )
  if (!row) return null
  return {
    id: String(row.id),
    title: row.title,
    category: row.category,
    content: row.content,
    releaseTime: row.release_time,
  }
}
