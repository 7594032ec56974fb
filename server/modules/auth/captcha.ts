import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import svgCaptcha from 'svg-captcha'
import { uuidv7 } from 'uuidv7'
import type { Db } from '../../db/database'
import { captcha } from '../../db/schema'
import { withoutTenant } from '../../db/tenant-scope'
import { appendOutboxLine } from '../shared/outbox-file'
import { sha256 } from './tokens'

const CAPTCHA_TTL_SECONDS = 300

/** A new picture; with an outbox file (CAPTCHA_OUTBOX_FILE, tests only) its characters are written there too. */
export async function createCaptcha(
  db: Db,
  outboxFile: string | null = null,
): Promise<{ key: string; image: string }> {
  const challenge = svgCaptcha.create({
    size: 4,
    noise: 3,
    ignoreChars: '0oO1iIlL',
    color: true,
    background: '#f4f6fa',
  })
  const key = uuidv7()
  await withoutTenant(db, async (tx) => {
    // Expired challenges are useless; clearing them here keeps the table small without a scheduler.
    await tx.delete(captcha).where(lt(captcha.expiresTime, sql`now() - interval '1 hour'`))
    await tx.insert(captcha).values({
      id: key,
      answerHash: sha256(challenge.text.toLowerCase()),
      expiresTime: sql`now() + make_interval(secs => ${CAPTCHA_TTL_SECONDS})`,
    })
  })
  if (outboxFile) await appendOutboxLine(outboxFile, { key, answer: challenge.text })
  return { key, image: `data:image/svg+xml;base64,${Buffer.from(challenge.data).toString('base64')}` }
}

/** A captcha answers once: right or wrong, the challenge is used up. */
export async function consumeCaptcha(
  db: Db,
  key: string | undefined,
  answer: string | undefined,
): Promise<boolean> {
  if (!key || !answer || !/^[0-9a-f-]{36}$/i.test(key)) return false
  const rows = await withoutTenant(db, (tx) =>
    tx
      .update(captcha)
      .set({ usedTime: sql`now()` })
      .where(and(eq(captcha.id, key), isNull(captcha.usedTime), gt(captcha.expiresTime, sql`now()`)))
      .returning({ answerHash: captcha.answerHash }),
  )
  return rows[0]?.answerHash === sha256(answer.trim().toLowerCase())
}
