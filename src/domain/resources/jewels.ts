import { choiceField, createTimeField, dateField, phoneField, remarkField } from './fields'
import { defineResource, type ResourceField } from './types'

/*
 * Jewellery (service base /api/hm-metrology-jewels): appraisal certificates of gems and jewellery and
 * precious metal labels. Staff enter a draft here; issuing it (number, check code, frozen PDF) and revoking it
 * are actions of their own, so a hand-written module keeps detail, submit and remove (only a draft may be
 * edited or removed) and the engine serves the list and the export.
 */

/** 1 draft, 2 issued, 3 revoked (jewel_appraisal.status, metal_label.status). */
export const JEWEL_STATUS = { draft: 1, issued: 2, revoked: 3 } as const
export type JewelStatus = (typeof JEWEL_STATUS)[keyof typeof JEWEL_STATUS]

/** A mass in grams: positive, at most 7 digits before the point and 3 after it (numeric(10,3)). */
export const WEIGHT_PATTERN = '^(?=.*[1-9])\\d{1,7}(\\.\\d{1,3})?$'
const WEIGHT_MESSAGE = {
  zh: '请输入大于0的重量（克），最多3位小数',
  en: 'Enter a weight in grams above 0, with at most 3 decimals',
}

/**
 * A fineness as marked under GB 11887: the metal's symbol (Au gold, Pt platinum, Pd palladium, Ag or S silver)
 * and the parts per thousand, e.g. Au999, Au750, Pt950, S925.
 */
export const FINENESS_PATTERN = '^(Au|Pt|Pd|Ag|S)\\d{3}$'

const statusField = choiceField(
  [
    { value: String(JEWEL_STATUS.draft), label: { zh: '草稿', en: 'Draft' } },
    { value: String(JEWEL_STATUS.issued), label: { zh: '已签发', en: 'Issued' } },
    { value: String(JEWEL_STATUS.revoked), label: { zh: '已撤销', en: 'Revoked' } },
  ],
  {
    name: 'status',
    label: { zh: '状态', en: 'State' },
    data: 'int',
    form: false,
    searchByDefault: true,
    width: 90,
  },
)

const photoField: ResourceField = {
  name: 'photoFileId',
  label: { zh: '照片', en: 'Photo' },
  type: 'input',
  data: 'uuid',
  widget: 'image',
  searchable: false,
  width: 80,
  hint: { zh: 'JPEG 或 PNG 图片，打印在证书上', en: 'A JPEG or PNG picture, printed on the document' },
}

const holderField: ResourceField = {
  name: 'holder',
  label: { zh: '委托人', en: 'Customer' },
  type: 'input',
  data: 'text',
  required: true,
  maxLength: 200,
  searchByDefault: true,
  width: 130,
}

const itemField: ResourceField = {
  name: 'itemName',
  label: { zh: '样品名称', en: 'Item' },
  type: 'input',
  data: 'text',
  required: true,
  maxLength: 200,
  searchByDefault: true,
  width: 150,
  hint: { zh: '如 翡翠手镯、钻石戒指', en: 'e.g. jadeite bangle, diamond ring' },
}

const issueDateField = dateField({
  name: 'issueDate',
  label: { zh: '签发日期', en: 'Issued on' },
  form: false,
  sortable: true,
  width: 110,
})

const jewelRemarkField = remarkField({ maxLength: 500, widget: 'textarea', hidden: true, width: 160 })

/** Appraisals and labels belong to the department of whoever drew them up. */
const jewelScope = { dept: [{ column: 'create_dept' }], own: [{ column: 'create_user' }] }

/** 珠宝玉石鉴定证书: a piece as appraised, printed as a certificate with its photo. */
export const jewelAppraisals = defineResource({
  code: 'jewel_appraisal',
  label: { zh: '珠宝鉴定证书', en: 'Jewellery appraisals' },
  table: 'jewel_appraisal',
  base: '/api/hm-metrology-jewels/appraisal',
  permission: 'jewel_appraisal',
  titleField: 'itemName',
  defaultSort: { field: 'createTime', order: 'desc' },
  owner: 'module',
  dataScope: jewelScope,
  fields: [
    {
      name: 'certificateNo',
      label: { zh: '证书编号', en: 'Certificate no.' },
      type: 'input',
      data: 'text',
      form: false,
      sortable: true,
      searchByDefault: true,
      width: 150,
    },
    statusField,
    photoField,
    itemField,
    holderField,
    phoneField({
      name: 'holderPhone',
      label: { zh: '联系电话', en: 'Phone' },
      validator: 'mobile',
      hidden: true,
      width: 120,
    }),
    {
      name: 'totalWeight',
      label: { zh: '总质量(g)', en: 'Total weight (g)' },
      type: 'inputTwo',
      data: 'decimal',
      required: true,
      pattern: WEIGHT_PATTERN,
      message: WEIGHT_MESSAGE,
      sortable: true,
      width: 100,
    },
    {
      name: 'shape',
      label: { zh: '形状', en: 'Shape' },
      type: 'input',
      data: 'text',
      maxLength: 64,
      width: 90,
    },
    {
      name: 'colour',
      label: { zh: '颜色', en: 'Colour' },
      type: 'input',
      data: 'text',
      maxLength: 64,
      width: 90,
    },
    {
      name: 'observations',
      label: { zh: '检验结果', en: 'Observations' },
      type: 'input',
      data: 'text',
      maxLength: 1000,
      widget: 'textarea',
      hidden: true,
      width: 200,
      hint: {
        zh: '折射率、密度、放大检查等，每行一项',
        en: 'Refractive index, density, magnification …, one per line',
      },
    },
    {
      name: 'conclusion',
      label: { zh: '鉴定结论', en: 'Conclusion' },
      type: 'input',
      data: 'text',
      required: true,
      maxLength: 300,
      searchByDefault: true,
      width: 160,
      hint: { zh: '如 翡翠（A货）、天然钻石', en: 'e.g. jadeite (type A), natural diamond' },
    },
    jewelRemarkField,
    issueDateField,
    createTimeField,
  ],
})

/** 贵金属标签: the fineness and weight of a piece as tested, on a small printed tag. */
export const metalLabels = defineResource({
  code: 'metal_label',
  label: { zh: '贵金属标签', en: 'Precious metal labels' },
  table: 'metal_label',
  base: '/api/hm-metrology-jewels/metal-label',
  permission: 'metal_label',
  titleField: 'itemName',
  defaultSort: { field: 'createTime', order: 'desc' },
  owner: 'module',
  dataScope: jewelScope,
  fields: [
    {
      name: 'labelNo',
      label: { zh: '标签编号', en: 'Label no.' },
      type: 'input',
      data: 'text',
      form: false,
      sortable: true,
      searchByDefault: true,
      width: 130,
    },
    statusField,
    photoField,
    itemField,
    holderField,
    {
      name: 'fineness',
      label: { zh: '成色', en: 'Fineness' },
      type: 'input',
      data: 'text',
      required: true,
      maxLength: 32,
      pattern: FINENESS_PATTERN,
      message: {
        zh: '成色须为金属符号加千分数，如 Au999、Au750、Pt950、S925',
        en: 'A fineness is the metal and parts per thousand, e.g. Au999, Au750, Pt950, S925',
      },
      searchByDefault: true,
      width: 90,
      hint: { zh: '如 Au999、Au750、Pt950、S925', en: 'e.g. Au999, Au750, Pt950, S925' },
    },
    {
      name: 'weight',
      label: { zh: '质量(g)', en: 'Weight (g)' },
      type: 'inputTwo',
      data: 'decimal',
      required: true,
      pattern: WEIGHT_PATTERN,
      message: WEIGHT_MESSAGE,
      sortable: true,
      width: 100,
    },
    jewelRemarkField,
    issueDateField,
    createTimeField,
  ],
})
