import { pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core'
import { tenantId, tenantPolicy } from './columns'

/**
 * The key a lab signs its issued certificates with (PAdES): an RSA key pair and a self-signed X.509
 * certificate, made on the lab's first signature and never replaced in place, so every PDF it signed keeps
 * verifying against the certificate published for it.
 *
 * The private key is stored as plain PKCS#8 PEM: the server has no secret of its own in its configuration to
 * encrypt it with, and a key kept in this same database (server_secret) would not protect it from whoever
 * can read this table. Row-level security keeps it to the lab's own transactions.
 */
export const tenantSigningKey = pgTable(
  'tenant_signing_key',
  {
    tenantId: tenantId().primaryKey(),
    certificatePem: text().notNull(),
    privateKeyPem: text().notNull(),
    /** The certificate's subject common name: the lab's name when the key was made. */
    subjectCn: varchar({ length: 64 }).notNull(),
    /** The certificate's serial number, hex. */
    serial: varchar({ length: 40 }).notNull(),
    notBefore: timestamp({ withTimezone: true }).notNull(),
    notAfter: timestamp({ withTimezone: true }).notNull(),
    createTime: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  () => [tenantPolicy('tenant_signing_key')],
)

export type TenantSigningKey = typeof tenantSigningKey.$inferSelect
