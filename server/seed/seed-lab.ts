import { uuidv7 } from 'uuidv7'
import { labDayOf } from '@/domain/labClock'
import { addMonths } from '@/domain/results/nextDue'
import { ABILITY_TYPE } from '@/domain/workflow'
import type { Tx } from '../db/database'
import { staffAbility, standardDevice } from '../db/schema'

/** The measurement standards of the demo lab: a pressure, a mass and a temperature standard. */
const DEMO_STANDARDS = [
  { name: '精密数字压力计', model: 'CPG2500', serialNo: 'YL-0101', certificateNo: 'YL2026-0101' },
  { name: 'E2等级标准砝码组', model: '1 mg–500 g', serialNo: 'ZL-2291', certificateNo: 'ZL2026-0311' },
  { name: '二等标准铂电阻温度计', model: 'WZPB-2', serialNo: 'WD-1107', certificateNo: 'WD2026-1107' },
] as const

/**
 * The demo lab's settings a newcomer needs to walk an instrument through (README): the demo tester is
 * authorised for calibration and testing (verification she is not, so the refusal can be seen), and the lab
 * has standards whose certificates are valid for another year.
 */
export async function seedLabSettings(
  tx: Tx,
  tenantId: string,
  people: { testerId: string; adminId: string },
): Promise<void> {
  await tx.insert(staffAbility).values(
    [ABILITY_TYPE.calibration, ABILITY_TYPE.testing].map((abilityCode) => ({
      tenantId,
      userId: people.testerId,
      abilityCode,
      grantedBy: people.adminId,
    })),
  )
  const validUntil = addMonths(labDayOf(new Date()), 12)
  await tx.insert(standardDevice).values(
    DEMO_STANDARDS.map((device) => ({
      tenantId,
      id: uuidv7(),
      ...device,
      validUntil,
      createUser: people.adminId,
      updateUser: people.adminId,
    })),
  )
}
