import { and, asc, eq, gte, inArray, isNotNull, ne } from 'drizzle-orm'
import { deviceFitness, type FitnessPoint } from '@/domain/standards/fitness'
import {
  RESULT_STANDARD_MESSAGES,
  abilitiesOf,
  fitnessMessage,
  standardRefusalMessage,
  turWarningMessage,
  unusableMessage,
  type Localized,
  type QuantityLabel,
} from '@/domain/standards/fitnessMessages'
import { deviceUnusable } from '@/domain/standards/validity'
import { assertProcedure } from '../standards/files/procedures'
import type { Tx } from '../../db/database'
import { dict, measuringStandard, measuringStandardDevice, standardDevice } from '../../db/schema'
import { AppError } from '../../http/errors'
import { readParams } from '../system/param-values'
import { labToday } from '../../lab-clock'

/*
 * The standards behind a result (ISO/IEC 17025 6.4, 7.2): the devices and measurement standards used and the
 * procedure version followed. Each must be usable today and each device fit for the item (its quantity, its
 * range, a test uncertainty ratio of at least 1:1); a ratio under the lab's warning (standards.turWarn) is
 * accepted and reported back.
 */

const refusal = (message: Localized, data: unknown = null) =>
  new AppError(400, 'domain.message', { message }, data)

export type ResultStandardsInput = {
  measurand?: string | null
  deviceIds: readonly string[]
  measuringStandardIds?: readonly string[] | null
  procedureVersionId?: string | null
}

export type TurWarning = { deviceId: string; tur: string; message: Localized }

export type CheckedStandards = {
  measurand: string | null
  deviceIds: string[]
  measuringStandardIds: string[]
  procedureVersionId: string | null
  warnings: TurWarning[]
}

/** The labels of the lab's measure_quantity dictionary, by key. */
async function quantityLabels(tx: Tx, tenantId: string): Promise<Map<string, Localized>> {
  const rows = await tx
    .select({ key: dict.dictKey, zh: dict.dictValue, i18n: dict.i18n })
    .from(dict)
    .where(
      and(
        eq(dict.tenantId, tenantId),
        eq(dict.code, 'measure_quantity'),
        isNotNull(dict.parentId),
        ne(dict.dictKey, '-1'),
        eq(dict.isDeleted, false),
      ),
    )
  return new Map(rows.map((row) => [row.key, { zh: row.zh, en: row.i18n.en || row.zh }]))
}

/** The measurement standards, each enabled, approved until today or later and covering the item; their devices. */
async function standardsDevices(
  tx: Tx,
  tenantId: string,
  standardIds: string[],
  itemName: string,
  today: string,
): Promise<string[]> {
  if (standardIds.length === 0) return []
  const standards = await tx
    .select({
      id: measuringStandard.id,
      name: measuringStandard.name,
      status: measuringStandard.status,
      validUntil: measuringStandard.validUntil,
      abilities: measuringStandard.abilities,
    })
    .from(measuringStandard)
    .where(
      and(
        eq(measuringStandard.tenantId, tenantId),
        inArray(measuringStandard.id, standardIds),
        eq(measuringStandard.isDeleted, false),
      ),
    )
  if (standards.length !== standardIds.length) throw refusal(RESULT_STANDARD_MESSAGES.standardUnknown)
  for (const standard of standards) {
    const problem =
      standard.status !== 1
        ? 'disabled'
        : standard.validUntil < today
          ? 'expired'
          : abilitiesOf(standard.abilities).includes(itemName.trim())
            ? null
            : 'notCovering'
    if (problem) throw refusal(standardRefusalMessage(standard.name, problem, itemName.trim()))
  }
  const members = await tx
    .select({ deviceId: measuringStandardDevice.deviceId })
    .from(measuringStandardDevice)
    .where(
      and(
        eq(measuringStandardDevice.tenantId, tenantId),
        inArray(measuringStandardDevice.standardId, standardIds),
      ),
    )
  return members.map((member) => member.deviceId)
}

/**
 * Checks what a result records besides its points: the measured quantity (required with any standard), the
 * procedure version, the measurement standards and every device used (directly or through a standard).
 * Throws the first refusal; answers the values to keep and the TUR warnings.
 */
export async function checkResultStandards(
  tx: Tx,
  tenantId: string,
  item: { name: string },
  points: readonly FitnessPoint[],
  input: ResultStandardsInput,
): Promise<CheckedStandards> {
  const today = labToday()
  const measurand = input.measurand?.trim() || null
  const deviceIds = [...new Set(input.deviceIds)]
  const measuringStandardIds = [...new Set(input.measuringStandardIds ?? [])]
  const procedureVersionId = input.procedureVersionId ?? null
  const anyStandard = deviceIds.length > 0 || measuringStandardIds.length > 0
  if (anyStandard && !measurand) throw refusal(RESULT_STANDARD_MESSAGES.measurandRequired)
  const labels = measurand ? await quantityLabels(tx, tenantId) : new Map<string, Localized>()
  if (measurand && !labels.has(measurand)) throw refusal(RESULT_STANDARD_MESSAGES.measurandUnknown)
  if (procedureVersionId) await assertProcedure(tx, tenantId, procedureVersionId)
  const viaStandards = await standardsDevices(tx, tenantId, measuringStandardIds, item.name, today)
  const checked = { measurand, deviceIds, measuringStandardIds, procedureVersionId }
  const used = [...new Set([...deviceIds, ...viaStandards])]
  if (used.length === 0 || !measurand) return { ...checked, warnings: [] }

  const devices = await tx
    .select({
      id: standardDevice.id,
      name: standardDevice.name,
      status: standardDevice.status,
      validUntil: standardDevice.validUntil,
      measurand: standardDevice.measurand,
      rangeMin: standardDevice.rangeMin,
      rangeMax: standardDevice.rangeMax,
      rangeUnit: standardDevice.rangeUnit,
      mpe: standardDevice.mpe,
      uncertainty: standardDevice.uncertainty,
    })
    .from(standardDevice)
    .where(
      and(
        eq(standardDevice.tenantId, tenantId),
        inArray(standardDevice.id, used),
        eq(standardDevice.isDeleted, false),
      ),
    )
    .orderBy(asc(standardDevice.name))
  const found = new Set(devices.map((device) => device.id))
  // A device removed from the register while still listed in a standard is not one the tester chose.
  if (deviceIds.some((id) => !found.has(id))) throw refusal(RESULT_STANDARD_MESSAGES.deviceUnknown)
  for (const device of devices) {
    const unusable = deviceUnusable(device, today)
    if (unusable) throw refusal(unusableMessage(device.name, unusable), { deviceId: device.id, unusable })
  }
  const { 'standards.turWarn': turWarn } = await readParams(tx, tenantId, ['standards.turWarn'])
  const quantity: QuantityLabel = (key) => labels.get(key) ?? { zh: key, en: key }
  const warnings: TurWarning[] = []
  for (const device of devices) {
    const fitness = deviceFitness(measurand, points, device, turWarn)
    if (!fitness.fit)
      throw refusal(fitnessMessage(device.name, fitness, quantity), { deviceId: device.id, ...fitness })
    if (fitness.warning && fitness.tur)
      warnings.push({
        deviceId: device.id,
        tur: fitness.tur,
        message: turWarningMessage(device.name, fitness.tur, turWarn.trim()),
      })
  }
  return { ...checked, warnings }
}

/** The measurement standards a result may record today: enabled, approved until today or later; their devices. */
export async function usableMeasuringStandards(tx: Tx, tenantId: string) {
  const standards = await tx
    .select({
      id: measuringStandard.id,
      name: measuringStandard.name,
      certificateNo: measuringStandard.certificateNo,
      validUntil: measuringStandard.validUntil,
      abilities: measuringStandard.abilities,
    })
    .from(measuringStandard)
    .where(
      and(
        eq(measuringStandard.tenantId, tenantId),
        eq(measuringStandard.isDeleted, false),
        eq(measuringStandard.status, 1),
        gte(measuringStandard.validUntil, labToday()),
      ),
    )
    .orderBy(asc(measuringStandard.name))
  const ids = standards.map((standard) => standard.id)
  const members =
    ids.length === 0
      ? []
      : await tx
          .select({
            standardId: measuringStandardDevice.standardId,
            deviceId: measuringStandardDevice.deviceId,
          })
          .from(measuringStandardDevice)
          .innerJoin(
            standardDevice,
            and(
              eq(standardDevice.tenantId, measuringStandardDevice.tenantId),
              eq(standardDevice.id, measuringStandardDevice.deviceId),
            ),
          )
          .where(
            and(
              eq(measuringStandardDevice.tenantId, tenantId),
              inArray(measuringStandardDevice.standardId, ids),
              eq(standardDevice.isDeleted, false),
            ),
          )
  return standards.map((standard) => ({
    id: standard.id,
    name: standard.name,
    certificateNo: standard.certificateNo,
    validUntil: standard.validUntil,
    abilities: abilitiesOf(standard.abilities),
    deviceIds: members.filter((member) => member.standardId === standard.id).map((member) => member.deviceId),
  }))
}
