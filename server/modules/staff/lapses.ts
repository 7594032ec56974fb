import { sql } from 'drizzle-orm'
import type { Localized } from '@/domain/resources'
import {
  abilityStatusOf,
  activityLabel,
  authorisationStanding,
  certificateLabel,
  lapseDateOf,
} from '@/domain/staff/authorisation'
import {
  LAPSED_CERTIFICATE_DAYS,
  LAPSE_HORIZON_DAYS,
  lapseBucket,
  type LapseBucket,
} from '@/domain/staff/lapses'
import { daysBetween } from '@/domain/standards/validity'
import { queryRows, type Tx } from '../../db/database'
import { authorisationsWhere } from './authorisations'

/*
 * The lapses ahead (ISO/IEC 17025 6.2.5: the lab keeps its people's competence current): certificates that
 * expire within 90 days or expired in the last 30, and authorisations that lapse within 90 days by their end
 * or their evidence's. An authorisation that does not hold today (its evidence lapsed, withdrawn, or none at
 * all, as rows from before evidence was kept) is listed as lapsed with what is wrong, until someone acts.
 */

export type LapseRow = {
  subject: 'certificate' | 'authorisation'
  id: string
  userId: string
  person: string
  deptId: string | null
  deptName: string | null
  /** What lapses: the certificate (kind and number), or the activity authorised. */
  what: Localized
  /** Null: an authorisation that does not hold for another reason than a date (no evidence). */
  lapseDate: string | null
  days: number | null
  bucket: LapseBucket
  /** Why an authorisation no longer holds; null while it still does. */
  problem: Localized | null
}

export type Lapses = { rows: LapseRow[]; counts: Record<LapseBucket, number> }

type CertificateRow = {
  id: string
  userId: string
  person: string | null
  deptId: string | null
  kind: string
  certificateNo: string
  expiryDate: string
}

const deptNames = async (tx: Tx, tenantId: string): Promise<Map<string, string>> =>
  new Map(
    (
      await queryRows<{ id: string; name: string }>(
        tx,
        sql`select id, dept_name as name from dept where tenant_id = ${tenantId}`,
      )
    ).map((row) => [row.id, row.name]),
  )

async function certificateLapses(
  tx: Tx,
  tenantId: string,
  today: string,
): Promise<Omit<LapseRow, 'deptName'>[]> {
  const rows = await queryRows<CertificateRow>(
    tx,
    sql`select c.id, c.user_id as "userId", u.real_name as person, u.dept_id as "deptId", c.kind,
          c.certificate_no as "certificateNo", c.expiry_date::text as "expiryDate"
        from staff_certificate c
        join app_user u on u.tenant_id = c.tenant_id and u.id = c.user_id and u.is_deleted = false
        where c.tenant_id = ${tenantId} and c.is_deleted = false and c.withdrawn = false
          and c.expiry_date is not null
          and c.expiry_date >= (${today}::date - ${LAPSED_CERTIFICATE_DAYS}::int)
          and c.expiry_date <= (${today}::date + ${LAPSE_HORIZON_DAYS}::int)
        order by c.expiry_date`,
  )
  return rows.flatMap((row) => {
    const bucket = lapseBucket(row.expiryDate, today)
    if (!bucket) return []
    const label = certificateLabel(row)
    return [
      {
        subject: 'certificate' as const,
        id: row.id,
        userId: row.userId,
        person: row.person ?? '',
        deptId: row.deptId,
        what: { zh: label, en: label },
        lapseDate: row.expiryDate,
        days: daysBetween(today, row.expiryDate),
        bucket,
        problem: null,
      },
    ]
  })
}

async function authorisationLapses(
  tx: Tx,
  tenantId: string,
  today: string,
): Promise<Omit<LapseRow, 'deptName'>[]> {
  const rows = await authorisationsWhere(tx, tenantId, sql`a.is_deleted = false and u.is_deleted = false`)
  return rows.flatMap((row): Omit<LapseRow, 'deptName'>[] => {
    const standing = authorisationStanding(row, today)
    const base = {
      subject: 'authorisation' as const,
      id: row.id,
      userId: row.userId,
      person: row.person,
      deptId: row.deptId,
      what: activityLabel(row),
    }
    if (!standing.holds) {
      const lapseDate =
        standing.problem === 'expired'
          ? row.validUntil
          : standing.problem === 'certificateExpired'
            ? (row.certificate?.expiryDate ?? null)
            : null
      return [
        {
          ...base,
          lapseDate,
          days: lapseDate === null ? null : daysBetween(today, lapseDate),
          bucket: 'lapsed',
          problem: standing.message,
        },
      ]
    }
    const lapseDate = lapseDateOf(row)
    const bucket = lapseDate === null ? null : lapseBucket(lapseDate, today)
    if (lapseDate === null || !bucket) return []
    return [{ ...base, lapseDate, days: daysBetween(today, lapseDate), bucket, problem: null }]
  })
}

/** The lapses ahead on the lab day `today`, soonest first (those without a date, lapsed, first of all). */
export async function staffLapses(tx: Tx, tenantId: string, today: string): Promise<Lapses> {
  const names = await deptNames(tx, tenantId)
  const rows = [
    ...(await certificateLapses(tx, tenantId, today)),
    ...(await authorisationLapses(tx, tenantId, today)),
  ]
    .map((row) => ({ ...row, deptName: row.deptId ? (names.get(row.deptId) ?? null) : null }))
    .sort((a, b) => (a.days ?? -Infinity) - (b.days ?? -Infinity))
  const counts: Record<LapseBucket, number> = { lapsed: 0, d30: 0, d60: 0, d90: 0 }
  for (const row of rows) counts[row.bucket] += 1
  return { rows, counts }
}

/** Each live authorisation's ability_status today (1 enabled while it holds, 2 disabled), with why not. */
export async function authorisationStatuses(tx: Tx, tenantId: string, today: string) {
  const rows = await authorisationsWhere(tx, tenantId, sql`a.is_deleted = false`)
  return rows.map((row) => {
    const standing = authorisationStanding(row, today)
    return {
      id: row.id,
      abilityStatus: abilityStatusOf(standing),
      problem: standing.holds ? null : standing.problem,
      message: standing.holds ? null : standing.message,
      lapseDate: standing.holds ? lapseDateOf(row) : null,
    }
  })
}
