import { and, eq, inArray, sql } from 'drizzle-orm'
import { staffAbilities, type Localized } from '@/domain/resources'
import {
  activityLabel,
  certificateProblem,
  trainingProblem,
  type Activity,
} from '@/domain/staff/authorisation'
import type { Tx } from '../../db/database'
import { recordChanges, recordRemovals, trackedValuesOf } from '../../resources/history'
import {
  appUser,
  staffAbility,
  staffCertificate,
  staffTraining,
  staffTrainingParticipant,
} from '../../db/schema'
import { AppError, notFound } from '../../http/errors'
import type { Actor } from './transition'

/*
 * Staff authorisations (ISO/IEC 17025 6.2.5 f, 6.2.6): who may be assigned which activity (a kind of work and
 * a test item, or every item of the kind), resting on a certificate or a passed training of hers. Granting
 * refuses an authorisation the evidence does not support today. A withdrawn authorisation stays as a record
 * that the person once held it.
 */

export type GrantInput = {
  userId: string
  abilityCode: string
  itemName?: string | null
  certificateId?: string | null
  trainingId?: string | null
  validUntil?: string | null
}

const refused = (problem: string, message: Localized) =>
  new AppError(400, 'domain.message', { message }, { problem })

async function assertCertificate(
  tx: Tx,
  tenantId: string,
  who: { userId: string; person: string },
  certificateId: string,
  activity: Activity,
  day: string,
): Promise<void> {
  const [certificate] = await tx
    .select()
    .from(staffCertificate)
    .where(and(eq(staffCertificate.tenantId, tenantId), eq(staffCertificate.id, certificateId)))
  if (!certificate) throw refused('certificateNotFound', { zh: '所选证书不存在', en: 'No such certificate' })
  const problem = certificateProblem(
    { ...certificate, holderId: certificate.userId, deleted: certificate.isDeleted },
    who,
    activity,
    day,
  )
  if (problem) throw refused(problem.problem, problem.message)
}

async function assertTraining(
  tx: Tx,
  tenantId: string,
  who: { userId: string; person: string },
  trainingId: string,
  activity: Activity,
): Promise<void> {
  const [training] = await tx
    .select()
    .from(staffTraining)
    .where(and(eq(staffTraining.tenantId, tenantId), eq(staffTraining.id, trainingId)))
  if (!training) throw refused('trainingNotFound', { zh: '所选培训不存在', en: 'No such training' })
  const [part] = await tx
    .select({ attended: staffTrainingParticipant.attended, evaluation: staffTrainingParticipant.evaluation })
    .from(staffTrainingParticipant)
    .where(
      and(
        eq(staffTrainingParticipant.tenantId, tenantId),
        eq(staffTrainingParticipant.trainingId, trainingId),
        eq(staffTrainingParticipant.userId, who.userId),
        eq(staffTrainingParticipant.isDeleted, false),
      ),
    )
  if (!part)
    throw refused('trainingOfOthers', {
      zh: `${who.person}不是培训“${training.topic}”的参加人员`,
      en: `${who.person} is no participant of the training “${training.topic}”`,
    })
  const problem = trainingProblem(
    { ...training, deleted: training.isDeleted, attended: part.attended, evaluation: part.evaluation },
    who.person,
    activity,
  )
  if (problem) throw refused(problem.problem, problem.message)
}

/**
 * Authorises a person for an activity on evidence of hers that covers it and stands today (replacing, or
 * restoring, an earlier authorisation for the same activity).
 */
export async function grantAbility(
  tx: Tx,
  tenantId: string,
  actor: Actor,
  input: GrantInput,
  today: string,
): Promise<void> {
  const [user] = await tx
    .select({ id: appUser.id, realName: appUser.realName, account: appUser.account })
    .from(appUser)
    .where(and(eq(appUser.tenantId, tenantId), eq(appUser.id, input.userId), eq(appUser.isDeleted, false)))
  if (!user) throw notFound()
  const who = { userId: user.id, person: user.realName || user.account }
  const activity: Activity = { abilityCode: input.abilityCode, itemName: input.itemName?.trim() ?? '' }
  const certificateId = input.certificateId ?? null
  const trainingId = input.trainingId ?? null
  if (!certificateId && !trainingId) {
    const what = activityLabel(activity)
    throw refused('noEvidence', {
      zh: `授权${who.person}开展${what.zh}须有依据：请选择其证书或培训`,
      en: `Authorising ${who.person} for ${what.en} needs evidence: choose her certificate or training`,
    })
  }
  if (certificateId) await assertCertificate(tx, tenantId, who, certificateId, activity, today)
  if (trainingId) await assertTraining(tx, tenantId, who, trainingId, activity)
  const values = {
    certificateId,
    trainingId,
    validUntil: input.validUntil ?? null,
    grantedBy: actor.userId,
    createTime: sql`now()`,
    isDeleted: false,
    withdrawnBy: null,
    withdrawnTime: null,
  }
  const [existing] = await tx
    .select({ id: staffAbility.id })
    .from(staffAbility)
    .where(
      and(
        eq(staffAbility.tenantId, tenantId),
        eq(staffAbility.userId, input.userId),
        eq(staffAbility.abilityCode, activity.abilityCode),
        eq(staffAbility.itemName, activity.itemName),
      ),
    )
  const before = existing ? await trackedValuesOf(tx, staffAbilities, tenantId, [existing.id]) : new Map()
  const [written] = await tx
    .insert(staffAbility)
    .values({
      tenantId,
      userId: input.userId,
      abilityCode: activity.abilityCode,
      itemName: activity.itemName,
      ...values,
    })
    .onConflictDoUpdate({
      target: [staffAbility.tenantId, staffAbility.userId, staffAbility.abilityCode, staffAbility.itemName],
      set: values,
    })
    .returning({ id: staffAbility.id })
  // An authorisation is master data an assessor reads back (ISO/IEC 17025 6.2.6): each grant stays in its history.
  const after = await trackedValuesOf(tx, staffAbilities, tenantId, [written!.id])
  await recordChanges(tx, staffAbilities, { tenantId, userId: actor.userId }, before, after)
}

/** Withdraws authorisations (by their row ids); items already assigned stay with their testers. */
export async function withdrawAbilities(tx: Tx, tenantId: string, actor: Actor, ids: readonly string[]) {
  const withdrawn = await tx
    .update(staffAbility)
    .set({ isDeleted: true, withdrawnBy: actor.userId, withdrawnTime: sql`now()` })
    .where(
      and(
        eq(staffAbility.tenantId, tenantId),
        inArray(staffAbility.id, [...ids]),
        eq(staffAbility.isDeleted, false),
      ),
    )
    .returning({ id: staffAbility.id })
  await recordRemovals(
    tx,
    staffAbilities,
    { tenantId, userId: actor.userId },
    withdrawn.map((row) => row.id),
  )
}
