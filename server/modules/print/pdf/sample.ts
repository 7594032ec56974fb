import type { CertificatePdfData, ResultRow, StandardDevice } from './types'

/**
 * A realistic certificate for tests, the benchmark and layout work: a 1.6 MPa pressure gauge calibrated at
 * `rows` points (40 by default, which runs the results table over two pages) with `devices` standards.
 */
export function sampleCertificateData(options: { rows?: number; devices?: number } = {}): CertificatePdfData {
  const rowCount = options.rows ?? 40
  const deviceCount = options.devices ?? 3
  return {
    lab: {
      name: '华东计量检测研究院（示例）',
      address: '上海市浦东新区张江路 1234 号 计量大楼 3 层',
      phone: '021-5888 1234',
      accreditationNumber: 'CNAS L1234',
    },
    kind: 'calibration',
    certificateNumber: 'JZ2025-06-000123',
    checkCode: '7K3F9Q',
    issueDate: '2025-06-18',
    customer: { name: '苏州精工仪表制造有限公司', address: '江苏省苏州市工业园区星湖街 328 号 12 幢' },
    instrument: {
      name: '弹性元件式一般压力表',
      model: 'Y-100  (0~1.6) MPa  1.0 级',
      factoryNumber: 'P2304-0871',
      manufacturer: '上海自动化仪表四厂',
    },
    inspectionType: '委托校准',
    receiptDate: '2025-06-10',
    calibrationDate: '2025-06-12',
    nextDueDate: '2026-06-11',
    environment: { temperature: '20.3 ℃', humidity: '52 %RH' },
    methods: [
      { code: 'JJG 52-2013', name: '弹性元件式一般压力表、压力真空表和真空表检定规程' },
      { code: 'JJF 1059.1-2012', name: '测量不确定度评定与表示' },
    ],
    conclusion:
      '所校准各点示值误差均在 1.0 级压力表最大允许误差 ±0.016 MPa 范围内；回程误差、轻敲位移符合要求。',
    results: { unit: 'MPa', rows: Array.from({ length: rowCount }, (_, index) => sampleRow(index)) },
    devices: SAMPLE_DEVICES.slice(0, deviceCount),
    signatures: {
      drafter: { name: '王晓明', date: '2025-06-12' },
      auditor: { name: '李静', date: '2025-06-16' },
      approver: { name: '陈国华', date: '2025-06-18' },
    },
    verificationUrl: 'https://verify.example.com/c/JZ2025-06-000123?code=7K3F9Q',
    notes: [
      '依据委托方要求，本次校准按升压、降压两个行程进行，表中示值为两行程的平均值。',
      '本证书的校准结果仅对本次校准的器具有效。',
    ],
  }
}

function sampleRow(index: number): ResultRow {
  const nominal = 0.04 * (index + 1)
  // A small, repeatable spread of errors (−0.005 … +0.005 MPa), the kind a healthy gauge shows.
  const found = (((index * 7) % 11) - 5) / 1000
  const left = (((index * 5) % 7) - 3) / 1000
  const format = (value: number) => value.toFixed(3)
  const signed = (value: number) => (value > 0 ? `+${format(value)}` : format(value))
  return {
    nominal: format(nominal),
    asFound: format(nominal + found),
    asLeft: format(nominal + left),
    error: signed(left),
    permittedError: '±0.016',
    uncertainty: '0.004',
    verdict: 'pass',
  }
}

const SAMPLE_DEVICES: StandardDevice[] = [
  {
    name: '活塞式压力计',
    model: 'YS-6  (0.04~0.6) MPa',
    number: 'BZ-0101',
    certificateNumber: 'YL2025-00417',
    validUntil: '2026-03-14',
  },
  {
    name: '数字压力计',
    model: 'ConST 211  (0~2.5) MPa  0.02 级',
    number: 'BZ-0135',
    certificateNumber: 'YL2025-01932',
    validUntil: '2026-01-09',
  },
  {
    name: '温湿度计',
    model: 'TH-20R',
    number: 'HJ-0007',
    certificateNumber: 'RG2025-03311',
    validUntil: '2025-11-30',
  },
  {
    name: '压力表校验器',
    model: 'YJY-60  (0~60) MPa',
    number: 'BZ-0212',
    certificateNumber: 'YL2024-08876',
    validUntil: '2025-12-20',
  },
]
