import { sql, type SQL } from 'drizzle-orm'
import { standingFor, type Activity, type Authorisation, type Standing } from '@/domain/staff/authorisation'
import { queryRows, type Tx } from '../../db/database'
import { staffNameOf } from '../shared/staff'

/*
 * The lab's staff authorisations read with their evidence (a certificate, a training and her part in it), as
 * the rules of src/domain/staff/authorisation.ts take them.
 */

export type StoredAuthorisation = Authorisation & { id: string; deptId: string | null }

type Row = {
  id: string
  userId: string
  person: string | null
  deptId: string | null
  abilityCode: string
  itemName: string
  validUntil: string | null
  withdrawn: boolean
  certId: string | null
  certHolder: string | null
  certKind: string | null
  certNo: string | null
  certActivities: string | null
  certExpiry: string | null
  certWithdrawn: boolean | null
  certDeleted: boolean | null
  trainingId: string | null
  topic: string | null
  trainingActivities: string | null
  trainingDeleted: boolean | null
  attended: string | null
  evaluation: string | null
}

const toAuthorisation = (row: Row): StoredAuthorisation => ({
  id: row.id,
  userId: row.userId,
  person: row.person ?? '',
  deptId: row.deptId,
  abilityCode: row.abilityCode,
  itemName: row.itemName,
  validUntil: row.validUntil,
  withdrawn: row.withdrawn,
  certificate:
    row.certId === null
      ? null
      : {
          id: row.certId,
          holderId: row.certHolder ?? '',
          kind: row.certKind ?? '',
          certificateNo: row.certNo ?? '',
          activities: row.certActivities,
          expiryDate: row.certExpiry,
          withdrawn: row.certWithdrawn === true,
          deleted: row.certDeleted === true,
        },
  training:
    row.trainingId === null
      ? null
      : {
          id: row.trainingId,
          topic: row.topic ?? '',
          activities: row.trainingActivities,
          deleted: row.trainingDeleted === true,
          attended: row.attended,
          evaluation: row.evaluation,
        },
})

/** Authorisations of the lab matching `where` (on staff_ability a), with their evidence. */
export async function authorisationsWhere(
  tx: Tx,
  tenantId: string,
  where: SQL,
): Promise<StoredAuthorisation[]> {
  const rows = await queryRows<Row>(
    tx,
    sql`select a.id, a.user_id as "userId", u.real_name as person, u.dept_id as "deptId",
          a.ability_code as "abilityCode", a.item_name as "itemName", a.valid_until::text as "validUntil",
          a.is_deleted as withdrawn,
          c.id as "certId", c.user_id as "certHolder", c.kind as "certKind", c.certificate_no as "certNo",
          c.activities as "certActivities", c.expiry_date::text as "certExpiry",
          c.withdrawn as "certWithdrawn", c.is_deleted as "certDeleted",
          tr.id as "trainingId", tr.topic, tr.activities as "trainingActivities",
          tr.is_deleted as "trainingDeleted", p.attended, p.evaluation
        from staff_ability a
        join app_user u on u.tenant_id = a.tenant_id and u.id = a.user_id
        left join staff_certificate c on c.tenant_id = a.tenant_id and c.id = a.certificate_id
        left join staff_training tr on tr.tenant_id = a.tenant_id and tr.id = a.training_id
        left join staff_training_participant p on p.tenant_id = a.tenant_id and p.training_id = a.training_id
          and p.user_id = a.user_id and p.is_deleted = false
        where a.tenant_id = ${tenantId} and (${where})`,
  )
  return rows.map(toAuthorisation)
}

/**
 * Whether a person may do an activity on the lab day: an authorisation for the item, or for every item of its
 * kind, that holds with its evidence. The refusal names what is missing or lapsed.
 */
export async function standingOf(
  tx: Tx,
  tenantId: string,
  userId: string,
  activity: Activity,
  day: string,
): Promise<Standing> {
  const rows = await authorisationsWhere(
    tx,
    tenantId,
    sql`a.user_id = ${userId} and a.ability_code = ${activity.abilityCode}
        and a.item_name in (${activity.itemName}, '')`,
  )
  const person = rows[0]?.person || ((await staffNameOf(tx, tenantId, userId)) ?? '')
  return standingFor(rows, person, activity, day)
}
