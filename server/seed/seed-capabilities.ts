import { eq } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import { DECISION_RULE } from '@/domain/results/decisionRule'
import type { Budget } from '@/domain/uncertainty'
import { ABILITY_TYPE } from '@/domain/workflow'
import type { Tx } from '../db/database'
import { labCapability } from '../db/schema'

/**
 * The budget template of the pressure gauges' capability, as `PUT capability/{id}/uncertainty-template` keeps
 * one: type B components only (a template holds no day's readings). The standard's certificate U (k = 2), the
 * gauge's reading resolution (a fifth of a 0.05 MPa division, half-width 0.005 MPa) and the head of the
 * transmitting medium, both rectangular: uc = 0.00352 MPa, U = 0.0070 MPa (k = 2).
 */
export const DEMO_PRESSURE_TEMPLATE: Budget = {
  coverage: 'k2',
  components: [
    {
      type: 'B',
      name: '标准器：精密数字压力计CPG2500（证书YL2026-0101）',
      basis: 'expanded',
      value: '0.004',
      coverageFactor: '2',
    },
    {
      type: 'B',
      name: '被检压力表读数分辨力（估读至分度值的1/5）',
      basis: 'halfWidth',
      value: '0.005',
      distribution: 'rectangular',
    },
    {
      type: 'B',
      name: '标准器与被检表的受压点高度差',
      basis: 'halfWidth',
      value: '0.0005',
      distribution: 'rectangular',
    },
  ],
}

type CapabilitySeed = Pick<
  typeof labCapability.$inferInsert,
  'abilityCode' | 'itemName' | 'measurand' | 'rangeMin' | 'rangeMax' | 'unit' | 'cmc' | 'guardBand' | 'remark'
> & { decisionRule: number; uncertaintyTemplate?: Budget }

/**
 * The demo lab's scope (能力范围): instruments its customers have and it holds standards for (seed-crm, seed-lab:
 * the 0.02级 pressure calibrator, the E2 weights, the standard platinum resistance thermometer), in their
 * units; measure_quantity 5 pressure, 3 mass, 7 temperature, 1 length. The items are named as instruments,
 * not as the parameters (示值误差 …) the demo's walk-throughs and tests name their test items, so a result of
 * those is judged as before: by simple acceptance, with no CMC. Simple acceptance but for one calibration
 * judged with a guard band on the customer's request.
 */
export const DEMO_CAPABILITIES: readonly CapabilitySeed[] = [
  {
    abilityCode: ABILITY_TYPE.verification,
    itemName: '压力表',
    measurand: '5',
    rangeMin: '0',
    rangeMax: '60',
    unit: 'MPa',
    cmc: '0.004',
    decisionRule: DECISION_RULE.simple,
    guardBand: null,
    remark: 'JJG 52-2013；示值误差、回程误差、轻敲位移；标准器：精密数字压力计CPG2500（0.02级）',
    uncertaintyTemplate: DEMO_PRESSURE_TEMPLATE,
  },
  {
    abilityCode: ABILITY_TYPE.calibration,
    itemName: '电子天平',
    measurand: '3',
    rangeMin: '0',
    rangeMax: '220',
    unit: 'g',
    cmc: '0.0002',
    decisionRule: DECISION_RULE.simple,
    guardBand: null,
    remark: 'JJF 1847-2020；示值误差、重复性、偏载误差；标准器：E2等级标准砝码组',
  },
  {
    abilityCode: ABILITY_TYPE.verification,
    itemName: '玻璃液体温度计',
    measurand: '7',
    rangeMin: '-30',
    rangeMax: '300',
    unit: '℃',
    cmc: '0.05',
    decisionRule: DECISION_RULE.simple,
    guardBand: null,
    remark: 'JJG 130-2011；示值误差；标准器：二等标准铂电阻温度计，恒温槽',
  },
  {
    abilityCode: ABILITY_TYPE.calibration,
    itemName: '数字温度计',
    measurand: '7',
    rangeMin: '-50',
    rangeMax: '300',
    unit: '℃',
    cmc: '0.03',
    decisionRule: DECISION_RULE.guarded,
    guardBand: '0.06',
    remark: '示值误差；客户要求符合性判定时按保护带接受（ILAC-G8:09/2019），w = 0.06 ℃',
  },
  {
    abilityCode: ABILITY_TYPE.calibration,
    itemName: '游标卡尺',
    measurand: '1',
    rangeMin: '0',
    rangeMax: '300',
    unit: 'mm',
    cmc: '0.01',
    decisionRule: DECISION_RULE.simple,
    guardBand: null,
    remark: '参照 JJG 30-2012；示值误差、测量面平面度；标准器：三等量块',
  },
]

/**
 * The demo lab's capabilities, one of them with its uncertainty budget template (tenant 100001 only: labs
 * created later declare their own). Does nothing when the tenant already has capabilities.
 */
export async function seedCapabilities(tx: Tx, tenantId: string, adminId: string): Promise<void> {
  const existing = await tx
    .select({ id: labCapability.id })
    .from(labCapability)
    .where(eq(labCapability.tenantId, tenantId))
    .limit(1)
  if (existing.length > 0) return
  await tx.insert(labCapability).values(
    DEMO_CAPABILITIES.map((capability) => ({
      tenantId,
      id: uuidv7(),
      ...capability,
      uncertaintyTemplate: capability.uncertaintyTemplate ?? null,
      createUser: adminId,
      updateUser: adminId,
    })),
  )
}
