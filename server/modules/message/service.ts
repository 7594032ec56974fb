import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { queryRows, type Tx } from '../../db/database'
import { appUser, message } from '../../db/schema'
import { toPage, type Page } from '../../http/envelope'
import { badRequest } from '../../http/errors'
import { iso } from '../shared/crud'
import { publishMessage, type LiveMessage } from './bus'

export type MessageCategory = 'notice' | 'workflow'

export type SendMessageInput = {
  tenantId: string
  /** The recipient. */
  userId: string
  text: string
  title?: string | null
  category?: MessageCategory
  /** Who sends it; absent for messages the system sends itself. */
  senderId?: string | null
}

type MessageRow = typeof message.$inferSelect

const toLive = (row: MessageRow): LiveMessage => ({
  id: row.id,
  title: row.title,
  text: row.text,
  date: new Date(row.createTime).toISOString(),
  category: row.category,
})

/**
 * Saves a message for one user and pushes it to her open sockets, in every API process, once the
 * caller's transaction commits (see publishMessage). Call it inside the transaction of the change
 * the message is about.
 */
export async function sendMessage(tx: Tx, input: SendMessageInput): Promise<LiveMessage> {
  const [row] = await tx
    .insert(message)
    .values({
      tenantId: input.tenantId,
      id: uuidv7(),
      userId: input.userId,
      title: input.title?.slice(0, 100) || null,
      text: input.text.slice(0, 1000),
      category: input.category ?? 'notice',
      createUser: input.senderId ?? null,
    })
    .returning()
  if (!row) throw new Error('message insert returned nothing')
  const live = toLive(row)
  await publishMessage(tx, { tenantId: input.tenantId, userId: input.userId, message: live })
  return live
}

export type MessageRecord = LiveMessage & { read: boolean; readTime: string | null }
export type MessagePage = Page<MessageRecord> & { unreadCount: number }

const ofUser = (tenantId: string, userId: string) =>
  and(eq(message.tenantId, tenantId), eq(message.userId, userId))

/** The signed-in user's messages, newest first, with how many she has not read (message centre). */
export async function findMessages(
  tx: Tx,
  tenantId: string,
  userId: string,
  query: { current: number; size: number; unread?: boolean },
): Promise<MessagePage> {
  const where = and(ofUser(tenantId, userId), query.unread ? isNull(message.readTime) : undefined)
  const [total] = await tx.select({ n: count() }).from(message).where(where)
  const [unread] = await tx
    .select({ n: count() })
    .from(message)
    .where(and(ofUser(tenantId, userId), isNull(message.readTime)))
  const rows = await tx
    .select()
    .from(message)
    .where(where)
    .orderBy(desc(message.createTime), desc(message.id))
    .offset((query.current - 1) * query.size)
    .limit(query.size)
  const records = rows.map((row) => ({
    ...toLive(row),
    read: row.readTime !== null,
    readTime: iso(row.readTime),
  }))
  return { ...toPage(records, total?.n ?? 0, query.current, query.size), unreadCount: unread?.n ?? 0 }
}

/** Marks some of the user's own messages read; others' ids are ignored. Answers how many changed. */
export async function markMessagesRead(tx: Tx, tenantId: string, userId: string, ids: string[]) {
  const rows = await tx
    .update(message)
    .set({ readTime: sql`now()` })
    .where(and(ofUser(tenantId, userId), inArray(message.id, ids), isNull(message.readTime)))
    .returning({ id: message.id })
  return rows.length
}

/** Live (enabled, not removed) users of the tenant among the ids. */
export async function liveUserIds(tx: Tx, tenantId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  const rows = await tx
    .select({ id: appUser.id })
    .from(appUser)
    .where(
      and(
        eq(appUser.tenantId, tenantId),
        inArray(appUser.id, ids),
        eq(appUser.status, 1),
        eq(appUser.isDeleted, false),
      ),
    )
  return new Set(rows.map((row) => row.id))
}

/** A staff notice to some users of the tenant (message/send). Every recipient must be a live user. */
export async function sendNotice(
  tx: Tx,
  tenantId: string,
  senderId: string,
  input: { userIds: string[]; text: string; title?: string | null },
): Promise<{ ids: string[] }> {
  const recipients = [...new Set(input.userIds)]
  const live = await liveUserIds(tx, tenantId, recipients)
  const unknown = recipients.filter((id) => !live.has(id))
  if (unknown.length > 0) throw badRequest('message.recipientUnknown', { ids: unknown.join(',') })
  const ids: string[] = []
  for (const userId of recipients) {
    const sent = await sendMessage(tx, {
      tenantId,
      userId,
      text: input.text,
      title: input.title,
      category: 'notice',
      senderId,
    })
    ids.push(sent.id)
  }
  return { ids }
}

/** Whether a token's session may still open the live channel (same rule as the access plugin). */
export async function sessionIsLiveIn(tx: Tx, tenantId: string, sessionId: string, userId: string) {
  const rows = await queryRows(
    tx,
    sql`
      select 1
      from auth_session s
      join app_user u on u.tenant_id = s.tenant_id and u.id = s.user_id
      join tenant t on t.tenant_id = s.tenant_id
      where s.tenant_id = ${tenantId} and s.id = ${sessionId} and s.user_id = ${userId}
        and s.revoked_time is null and u.status = 1 and u.is_deleted = false
        and t.status = 1 and t.is_deleted = false`,
  )
  return rows.length > 0
}
