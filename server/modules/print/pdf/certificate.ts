import { renderPdfFromTemplate } from './template'
import type { PdfTemplateInput } from './template-model'
import type { CertificatePdfData } from './types'

/**
 * The default certificate / report, written in the template model so that a lab's custom template
 * (`generateDiy`) can start from a copy of it. Page 1 is the cover (header, QR code, the instrument and
 * customer, the signatures); the following pages hold the method, the standards used, the conditions, the
 * results and the conclusion, set out as JJF 1071 arranges a calibration certificate.
 */
export const CERTIFICATE_TEMPLATE: PdfTemplateInput = {
  version: 1,
  name: '{{terms.title}}',
  runningHeader: {
    left: '{{lab.name}}',
    right: '{{terms.title}}    {{terms.document}}编号：{{certificateNumber}}',
  },
  footer: {
    note: '本{{terms.document}}仅对所{{terms.verb}}的器具有效；未经本实验室书面批准，不得部分复制本{{terms.document}}。',
    left: '{{terms.document}}编号：{{certificateNumber}}',
    right: '第 {{page}} 页 共 {{pages}} 页',
  },
  blocks: [
    { type: 'header' },
    { type: 'qr', anchor: 'topRight', size: 24, caption: '扫码验证{{terms.document}}真伪' },
    {
      type: 'text',
      when: 'revision',
      style: 'body',
      align: 'center',
      text: '（本{{terms.document}}替代 {{revision.supersedes}}）',
    },
    { type: 'spacer', height: 4 },
    {
      type: 'keyValue',
      layout: 'lines',
      rows: [
        { label: '委托单位', value: '{{customer.name}}' },
        { label: '单位地址', value: '{{customer.address}}' },
        { label: '器具名称', value: '{{instrument.name}}' },
        { label: '型号规格', value: '{{instrument.model}}' },
        { label: '出厂编号', value: '{{instrument.factoryNumber}}' },
        { label: '制造单位', value: '{{instrument.manufacturer}}' },
        { label: '{{terms.verb}}类别', value: '{{inspectionType}}' },
        { label: '收样日期', value: '{{receiptDate|date}}' },
        { label: '{{terms.verb}}日期', value: '{{calibrationDate|date}}' },
      ],
    },
    {
      type: 'keyValue',
      layout: 'lines',
      when: 'nextDueDate',
      rows: [{ label: '{{terms.nextDueLabel}}', value: '{{nextDueDate|date}}' }],
    },
    { type: 'spacer', height: 10 },
    { type: 'signatures' },
    { type: 'spacer', height: 4 },
    { type: 'text', align: 'right', text: '签发日期：{{issueDate|date}}' },
    { type: 'spacer', height: 8 },
    {
      type: 'keyValue',
      layout: 'grid',
      pairsPerRow: 2,
      rows: [
        { label: '{{terms.verb}}机构', value: '{{lab.name}}', wide: true },
        { label: '地址', value: '{{lab.address}}', wide: true },
        { label: '电话', value: '{{lab.phone}}' },
        { label: '认可编号', value: '{{lab.accreditationNumber}}' },
      ],
    },
    {
      type: 'text',
      when: 'revision',
      style: 'small',
      text: '修订说明：本{{terms.document}}替代原{{terms.document}} {{revision.supersedes}}，原{{terms.document}}自本{{terms.document}}签发之日起作废。修订原因：{{revision.reason}}',
    },
    { type: 'pageBreak' },

    { type: 'text', style: 'heading', text: '一、{{terms.verb}}所依据的技术文件（代号、名称）' },
    { type: 'text', text: '{{lists.methods}}' },
    { type: 'devices', title: '二、{{terms.verb}}所使用的主要计量标准器具' },
    {
      type: 'keyValue',
      title: '三、{{terms.verb}}地点及环境条件',
      layout: 'grid',
      pairsPerRow: 2,
      rows: [
        { label: '地点', value: '{{environment.location}}', wide: true },
        { label: '温度', value: '{{environment.temperature}}' },
        { label: '相对湿度', value: '{{environment.humidity}}' },
      ],
    },
    { type: 'results', title: '四、{{terms.verb}}结果' },
    { type: 'text', style: 'heading', text: '五、结论' },
    { type: 'text', text: '{{conclusion}}' },
    { type: 'text', when: 'notes', style: 'heading', text: '六、其他说明' },
    { type: 'text', when: 'notes', text: '{{lists.notes}}' },
    { type: 'spacer', height: 4 },
    { type: 'text', style: 'small', align: 'center', text: '（以下空白）' },
  ],
}

/** Renders a calibration / verification certificate or a test report with the default template. */
export function renderCertificatePdf(data: CertificatePdfData): Promise<Uint8Array> {
  return renderPdfFromTemplate(CERTIFICATE_TEMPLATE, data)
}
