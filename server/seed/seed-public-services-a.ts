import { sql } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { Tx } from '../db/database'
import { chargeStandard, notice } from '../db/schema'

/*
 * The demo lab's charge standards and notices, so /charge-standard-search and /detail-info-notice
 * have something to show on `npm start`. Prices are the lab's own list (dictionary CHARGE_TAXON categories,
 * inspection_type 1 检定, 3 检测, 5 校准, 7 强制检定).
 */

type ChargeRow = [
  taxon: string,
  instrumentName: string,
  specification: string | null,
  inspectionType: string,
  price: string,
  unit: string,
]

const BASIS = '示范计量检测研究院计量检定校准收费标准（2025年版）'

/** The demo price list: a few rows in each of the 14 categories. */
export const DEMO_CHARGES: readonly ChargeRow[] = [
  ['1', '游标卡尺', '(0~300)mm', '5', '30.00', '把'],
  ['1', '千分尺', '(0~100)mm', '5', '40.00', '把'],
  ['1', '钢卷尺', '(0~10)m', '1', '25.00', '把'],
  ['1', '百分表', '(0~10)mm', '1', '30.00', '块'],
  ['2', '玻璃液体温度计', '(-30~300)℃', '1', '20.00', '支'],
  ['2', '数字温度计', '(-50~1300)℃', '5', '80.00', '台'],
  ['2', '工业热电偶', '(300~1200)℃', '1', '120.00', '支'],
  ['3', '压力表', '(0~60)MPa', '1', '40.00', '台'],
  ['3', '精密压力表', '(0~60)MPa 0.4级', '1', '60.00', '台'],
  ['3', '砝码', 'F1等级 1mg~20kg', '1', '15.00', '个'],
  ['3', '扭矩扳子', '(2~1000)N·m', '5', '80.00', '把'],
  ['4', '数字多用表', '4½位及以下', '5', '150.00', '台'],
  ['4', '绝缘电阻表', '(0~2500)MΩ', '1', '80.00', '台'],
  ['4', '接地电阻表', '(0~2000)Ω', '1', '80.00', '台'],
  ['4', '钳形电流表', '(0~1000)A', '5', '100.00', '台'],
  ['5', '示波器', '带宽≤200MHz', '5', '300.00', '台'],
  ['5', '信号发生器', '≤3GHz', '5', '400.00', '台'],
  ['6', '秒表', '机械式、电子式', '1', '15.00', '块'],
  ['6', '出租汽车计价器', null, '7', '100.00', '台'],
  ['6', '频率计', '≤3GHz', '5', '200.00', '台'],
  ['7', '声级计', '1级、2级', '1', '180.00', '台'],
  ['7', '噪声统计分析仪', '1级', '1', '260.00', '台'],
  ['8', '照度计', '(0~200000)lx', '1', '90.00', '台'],
  ['8', '紫外可见分光光度计', '(190~1100)nm', '1', '200.00', '台'],
  ['8', '焦度计', null, '7', '100.00', '台'],
  ['9', '医用诊断X射线辐射源', null, '1', '600.00', '台'],
  ['9', '个人剂量计', null, '5', '120.00', '支'],
  ['10', 'pH计', '0.01级', '1', '70.00', '台'],
  ['10', '电导率仪', null, '1', '80.00', '台'],
  ['10', '可燃气体检测报警器', null, '7', '100.00', '台'],
  ['10', '呼出气体酒精含量探测器', null, '7', '120.00', '台'],
  ['11', '燃油加油机', '(5~60)L/min', '7', '150.00', '枪'],
  ['11', '水表', 'DN15~DN25', '7', '10.00', '只'],
  ['11', '膜式燃气表', 'G1.6~G6', '7', '15.00', '只'],
  ['12', '血压计', '(0~300)mmHg', '7', '40.00', '台'],
  ['12', '心电图机', null, '7', '200.00', '台'],
  ['12', '医用注射泵和输液泵', null, '5', '150.00', '台'],
  ['13', '电子天平', 'Ⅰ级 ≤220g', '1', '100.00', '台'],
  ['13', '电子天平', 'Ⅱ级 ≤30kg', '1', '60.00', '台'],
  ['13', '电子台秤', '≤300kg', '7', '45.00', '台'],
  ['13', '电子汽车衡', '≤100t', '7', '1200.00', '台'],
  ['14', '机动车雷达测速仪', null, '7', '500.00', '台'],
  ['14', '汽车排放气体测试仪', null, '1', '400.00', '台'],
  ['14', '电话计时计费装置', null, '7', '300.00', '台'],
]

const DEMO_NOTICES = [
  {
    title: '春节期间送检安排',
    category: '通知',
    daysAgo: 12,
    content: [
      '各送检单位：',
      '春节期间（除夕至正月初六）本院业务大厅暂停受理送检，正月初七起恢复正常受理。节前最后受理日为腊月二十六，当日受理的器具将于节后依次检定。',
      '强制检定器具即将到期的单位，请提前安排送检。如有急检需求，请致电 0731-84567890 预约。',
      '祝各单位新春快乐！',
    ],
    status: 2,
  },
  {
    title: '收费标准调整通知',
    category: '公告',
    daysAgo: 3,
    content: [
      '根据备案的计量检定校准收费标准，本院自下月1日起调整部分项目收费，调整后的价格可在“收费标准查询”页面查询。',
      '调整前已受理的委托单，仍按原标准收费。',
    ],
    status: 2,
  },
  {
    title: '五一劳动节假期服务安排',
    category: '通知',
    daysAgo: 0,
    content: ['（草稿）五一假期期间，现场检测服务照常预约，业务大厅休息。'],
    status: 1,
  },
] as const

export async function seedPublicServicesA(tx: Tx, tenantId: string, adminId: string): Promise<void> {
  await tx.insert(chargeStandard).values(
    DEMO_CHARGES.map(([taxon, instrumentName, specification, inspectionType, price, unit], index) => ({
      tenantId,
      id: uuidv7(),
      taxon,
      instrumentName,
      specification,
      inspectionType,
      price,
      unit,
      basis: BASIS,
      // Two of the lab's newer items are not filed yet.
      recordStatus: instrumentName === '电话计时计费装置' || instrumentName === '噪声统计分析仪' ? '2' : '1',
      sort: index + 1,
      createUser: adminId,
      updateUser: adminId,
    })),
  )
  await tx.insert(notice).values(
    DEMO_NOTICES.map((entry) => ({
      tenantId,
      id: uuidv7(),
      title: entry.title,
      category: entry.category,
      content: entry.content.join('\n\n'),
      status: entry.status,
      releaseTime: entry.status === 2 ? sql`now() - make_interval(days => ${entry.daysAgo})` : null,
      releasedBy: entry.status === 2 ? adminId : null,
      createUser: adminId,
      updateUser: adminId,
    })),
  )
}
