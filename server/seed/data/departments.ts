import type { DeptSeed } from '../types'

/**
 * Organisation of the demo laboratory. Codes nest by appending two digits to the parent's code (D01 →
 * D0101) so a code alone tells where a unit sits; abbreviations are pinyin initials because document
 * numbers (rules_item_type 1) print them.
 */
export const departmentTree: DeptSeed = {
  zh: '示范计量检测研究院',
  en: 'Demo Institute of Metrology',
  code: 'D00',
  abbr: 'SFY',
  category: 1,
  children: [
    { zh: '业务受理部', en: 'Reception', code: 'D01', abbr: 'YS', category: 2 },
    {
      zh: '热工室',
      en: 'Thermal laboratory',
      code: 'D02',
      abbr: 'RG',
      category: 2,
      children: [
        { zh: '温度组', en: 'Temperature group', code: 'D0201', abbr: 'WD', category: 3 },
        { zh: '压力组', en: 'Pressure group', code: 'D0202', abbr: 'YL', category: 3 },
      ],
    },
    {
      zh: '力学室',
      en: 'Mechanics laboratory',
      code: 'D03',
      abbr: 'LX',
      category: 2,
      children: [
        { zh: '衡器组', en: 'Weighing instruments group', code: 'D0301', abbr: 'HQ', category: 3 },
        { zh: '力值组', en: 'Force group', code: 'D0302', abbr: 'LZ', category: 3 },
      ],
    },
    {
      zh: '长度室',
      en: 'Length laboratory',
      code: 'D04',
      abbr: 'CD',
      category: 2,
      children: [{ zh: '几何量组', en: 'Geometry group', code: 'D0401', abbr: 'JH', category: 3 }],
    },
    { zh: '电学室', en: 'Electrical laboratory', code: 'D05', abbr: 'DX', category: 2 },
    { zh: '化学室', en: 'Chemistry laboratory', code: 'D06', abbr: 'HX', category: 2 },
    { zh: '质量管理部', en: 'Quality management', code: 'D07', abbr: 'ZG', category: 2 },
    { zh: '财务部', en: 'Finance', code: 'D08', abbr: 'CW', category: 2 },
  ],
}

/** The platform tenant only administers tenants, so it needs no laboratory structure. */
export const platformDepartmentTree: DeptSeed = {
  zh: '平台运营中心',
  en: 'Platform operations',
  code: 'P00',
  abbr: 'PT',
  category: 1,
  children: [{ zh: '运维部', en: 'Operations and maintenance', code: 'P01', abbr: 'YW', category: 2 }],
}
