import { uuidv7 } from 'uuidv7'
import { labDayOf } from '@/domain/labClock'
import { addMonths } from '@/domain/results/nextDue'
import { deviceValidUntil } from '@/domain/standards/validity'
import { ABILITY_TYPE } from '@/domain/workflow'
import type { Tx } from '../db/database'
import { staffAbility, staffCertificate, standardDevice } from '../db/schema'

/**
 * The standard devices of the demo lab: a pressure, a mass and a temperature standard, with what they measure,
 * their ranges and accuracies (measure_quantity 5 pressure, 3 mass, 7 temperature), traced a month ago.
 */
const DEMO_STANDARDS = [
  {
    name: '精密数字压力计',
    model: 'CPG2500',
    serialNo: 'YL-0101',
    certificateNo: 'YL2026-0101',
    manufacturer: 'WIKA',
    measurand: '5',
    rangeMin: '0',
    rangeMax: '60',
    rangeUnit: 'MPa',
    accuracyClass: '0.02级',
    mpe: '0.012',
    traceType: 1,
  },
  {
    name: 'E2等级标准砝码组',
    model: '1 mg–500 g',
    serialNo: 'ZL-2291',
    certificateNo: 'ZL2026-0311',
    manufacturer: '上海衡器厂',
    measurand: '3',
    rangeMin: '0.001',
    rangeMax: '500',
    rangeUnit: 'g',
    accuracyClass: 'E2',
    mpe: '0.0008',
    traceType: 1,
  },
  {
    name: '二等标准铂电阻温度计',
    model: 'WZPB-2',
    serialNo: 'WD-1107',
    certificateNo: 'WD2026-1107',
    manufacturer: '云南仪表厂',
    measurand: '7',
    rangeMin: '-189.3442',
    rangeMax: '419.527',
    rangeUnit: '℃',
    accuracyClass: '二等',
    mpe: '0.01',
    traceType: 2,
  },
] as const

/**
 * The demo lab's settings a newcomer needs to walk an instrument through (README): the demo tester is
 * authorised for calibration and testing (verification she is not, so the refusal can be seen) on her
 * verifier's certificate, valid two more years, and the lab has standards traced a month ago on a yearly
 * interval.
 */
export async function seedLabSettings(
  tx: Tx,
  tenantId: string,
  people: { testerId: string; adminId: string },
): Promise<void> {
  const today = labDayOf(new Date())
  const abilities = [ABILITY_TYPE.calibration, ABILITY_TYPE.testing]
  const certificateId = uuidv7()
  await tx.insert(staffCertificate).values({
    tenantId,
    id: certificateId,
    userId: people.testerId,
    kind: '检定员证',
    certificateNo: 'JD-DEMO-0001',
    issuer: '市场监督管理局',
    activities: abilities.join('\n'),
    issueDate: addMonths(today, -12),
    expiryDate: addMonths(today, 24),
    createUser: people.adminId,
    updateUser: people.adminId,
  })
  await tx.insert(staffAbility).values(
    abilities.map((abilityCode) => ({
      tenantId,
      userId: people.testerId,
      abilityCode,
      certificateId,
      grantedBy: people.adminId,
    })),
  )
  const lastTraceDate = addMonths(today, -1)
  await tx.insert(standardDevice).values(
    DEMO_STANDARDS.map((device) => ({
      tenantId,
      id: uuidv7(),
      ...device,
      instrumentType: 1,
      grade: 2,
      countUnit: 1,
      verificationCycle: '12',
      checkWay: 1,
      custodianId: people.adminId,
      location: '标准器室',
      lastTraceDate,
      validUntil: deviceValidUntil(lastTraceDate, '12')!,
      createUser: people.adminId,
      updateUser: people.adminId,
    })),
  )
}
