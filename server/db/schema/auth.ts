import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { tenantId, tenantPolicy } from './columns'
import { recordKeyColumns, recordPrimaryKey, tenantForeignKey } from './table-shapes'
import { appUser } from './system'

/** A sign-in session: one refresh-token family. Revoking it ends every token of the family. */
export const authSession = pgTable(
  'auth_session',
  {
    ...recordKeyColumns(),
    userId: uuid().notNull(),
    grantType: varchar({ length: 32 }).notNull(),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastUsedTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revokedTime: timestamp({ withTimezone: true }),
    revokeReason: varchar({ length: 32 }),
    ip: varchar({ length: 64 }),
    userAgent: varchar({ length: 255 }),
  },
  (t) => [recordPrimaryKey(t), tenantForeignKey(t, t.userId, appUser), tenantPolicy('auth_session')],
)

/** Refresh tokens, stored as SHA-256 hashes; each is used once (rotation). */
export const refreshToken = pgTable(
  'refresh_token',
  {
    tenantId: tenantId(),
    tokenHash: varchar({ length: 64 }).notNull(),
    sessionId: uuid().notNull(),
    expiresTime: timestamp({ withTimezone: true }).notNull(),
    usedTime: timestamp({ withTimezone: true }),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.tokenHash] }),
    tenantForeignKey(t, t.sessionId, authSession),
    index('refresh_token_session_idx').on(t.tenantId, t.sessionId),
    tenantPolicy('refresh_token'),
  ],
)

/** SMS verification codes (hashed), for phone login and password reset. */
export const smsCode = pgTable(
  'sms_code',
  {
    ...recordKeyColumns(),
    phone: varchar({ length: 20 }).notNull(),
    purpose: varchar({ length: 16 }).notNull().default('login'),
    codeHash: varchar({ length: 64 }).notNull(),
    expiresTime: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    consumedTime: timestamp({ withTimezone: true }),
    ip: varchar({ length: 64 }),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    recordPrimaryKey(t),
    index('sms_code_phone_idx').on(t.tenantId, t.phone, t.createTime),
    tenantPolicy('sms_code'),
  ],
)

/** Third systems allowed to sign users in with an HMAC signature (spec §7 third/oauth/token). */
export const thirdApp = pgTable(
  'third_app',
  {
    tenantId: tenantId(),
    accessKeyId: varchar({ length: 64 }).notNull(),
    /** The shared HMAC secret: it must be kept readable to verify signatures. */
    secret: varchar({ length: 128 }).notNull(),
    name: varchar({ length: 100 }).notNull(),
    status: smallint().notNull().default(1),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.accessKeyId] }), tenantPolicy('third_app')],
)

/**
 * Login attempts, global so that limits per address hold across tenants. Read by the rate limiter,
 * kept for the security audit.
 */
export const loginAttempt = pgTable(
  'login_attempt',
  {
    id: uuid().primaryKey(),
    tenantId: varchar({ length: 12 }).notNull(),
    account: varchar({ length: 64 }).notNull(),
    ip: varchar({ length: 64 }).notNull(),
    success: boolean().notNull(),
    reason: varchar({ length: 32 }),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('login_attempt_account_idx').on(t.tenantId, t.account, t.createTime),
    index('login_attempt_ip_idx').on(t.ip, t.createTime),
    index('login_attempt_time_idx')
      .on(t.createTime)
      .where(sql`success = false`),
  ],
)

/** Captcha challenges (answer hashed), required after repeated failed logins. */
export const captcha = pgTable('captcha', {
  id: uuid().primaryKey(),
  answerHash: varchar({ length: 64 }).notNull(),
  expiresTime: timestamp({ withTimezone: true }).notNull(),
  usedTime: timestamp({ withTimezone: true }),
})

/** Server-wide secrets generated on first start (the token signing key), shared by every process. */
export const serverSecret = pgTable('server_secret', {
  name: varchar({ length: 64 }).primaryKey(),
  value: varchar({ length: 255 }).notNull(),
  createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/**
 * Signatures of third-system sign-ins already used: a signed address works once, so one copied from a
 * browser history or a log cannot sign anyone in again within its five minutes.
 */
export const usedSignature = pgTable('used_signature', {
  signatureHash: varchar({ length: 64 }).primaryKey(),
  expiresTime: timestamp({ withTimezone: true }).notNull(),
})
