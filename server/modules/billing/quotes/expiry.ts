import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { QUOTE_STATUS } from '@/domain/billing'
import { queryRows, type Db } from '../../../db/database'
import { everyHour } from '../../shared/hourly'
import { labToday } from '../../../lab-clock'

/**
 * Marks every lab's quotes whose validity date has passed as unusable (quote_status 200), as of the lab's day
 * `today`. Runs as the connecting role, across tenants: it changes nothing a tenant could not see for itself.
 */
export async function expireQuotes(db: Db, today: string): Promise<number> {
  const expired = await queryRows<{ id: string }>(
    db,
    sql`update quote set status = ${QUOTE_STATUS.unusable}
        where status = ${QUOTE_STATUS.usable} and is_deleted = false and valid_until < ${today}::date
        returning id`,
  )
  return expired.length
}

/**
 * The lists show a quote's status as stored: a quote that expires overnight is marked at start-up and then
 * every hour (and at once when it is opened or used).
 */
export function scheduleQuoteExpiry(app: FastifyInstance, db: Db): void {
  everyHour(app, 'quote expiry sweep', () => expireQuotes(db, labToday()))
}
