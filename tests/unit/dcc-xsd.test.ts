import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildDcc, DccInputError, dccInputOf, type DccExtra, type DccInput } from '../../server/modules/dcc'
import {
  sampleCertificateData,
  type CertificatePdfData,
  type ResultRow,
} from '../../server/modules/print/pdf'
import { DCC_SCHEMA, saveXml, validatedDcc, xmllint } from '../support/document-tools'

/*
 * Every DCC built here is validated by libxml2's xmllint against the official PTB schema stored beside the
 * generator (DCC 3.1.2 importing D-SI 2.1.0), offline. CI installs libxml2-utils; without xmllint these tests
 * fail rather than skip, since a DCC nobody validated must not pass for a valid one.
 */

const EXTRA: DccExtra = { softwareRelease: '0.1.0' }

const save = saveXml
const validated = validatedDcc

// xmllint's --xpath registers no prefixes: `dcc:name` becomes a test of local name and namespace.
const NAMESPACES: Record<string, string> = { dcc: 'https://ptb.de/dcc', si: 'https://ptb.de/si' }
const byLocalName = (xpath: string) =>
  xpath.replace(
    /\b(dcc|si):([A-Za-z0-9_]+)/g,
    (_, prefix: string, name: string) =>
      `*[local-name()="${name}" and namespace-uri()="${NAMESPACES[prefix]}"]`,
  )

/** The string value of an XPath 1.0 expression over the file. */
function query(file: string, xpath: string): string {
  const run = xmllint(['--nonet', '--xpath', `string(${byLocalName(xpath)})`, file])
  expect(run.status, run.stderr).toBe(0)
  // xmllint ends its answer with a newline of its own.
  return run.stdout.replace(/\n$/, '')
}

function countOf(file: string, xpath: string): number {
  const run = xmllint(['--nonet', '--xpath', `count(${byLocalName(xpath)})`, file])
  expect(run.status, run.stderr).toBe(0)
  return Number(run.stdout)
}

const POINT = (n: number) => `//dcc:results//dcc:list[${n}]`

const row = (values: Partial<ResultRow>): ResultRow => ({
  nominal: '—',
  asFound: '—',
  asLeft: '—',
  error: '—',
  permittedError: '—',
  uncertainty: '—',
  verdict: 'none',
  ...values,
})

function certificate(overrides: Partial<CertificatePdfData>): CertificatePdfData {
  return { ...sampleCertificateData({ rows: 3, devices: 2 }), ...overrides }
}

/** A 0–100 kPa gauge calibrated at five points, as the lab prints it. */
const pressureGauge = certificate({
  certificateNumber: 'JZ2025-07-000201',
  instrument: {
    name: '精密压力表',
    model: 'YB-150A (0~100) kPa 0.4 级',
    factoryNumber: 'YB-23-1187',
    manufacturer: '西安仪表厂',
  },
  environment: { temperature: '20.1–20.5 ℃', humidity: '48 %RH', location: '本实验室' },
  results: {
    unit: 'kPa',
    rows: [
      ['0.00', '0.05', '+0.05', '0.04'],
      ['25.00', '25.08', '+0.08', '0.04'],
      ['50.00', '49.93', '-0.07', '0.05'],
      ['75.00', '75.10', '+0.10', '0.05'],
      ['100.00', '100.12', '+0.12', '0.06'],
    ].map(([nominal, reading, error, uncertainty]) =>
      row({
        nominal: nominal!,
        asLeft: reading!,
        error: error!,
        permittedError: '±0.40',
        uncertainty: uncertainty!,
        verdict: 'pass',
      }),
    ),
  },
})

describe('the DCC of a certificate, validated against the PTB schema', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('has xmllint to validate with', () => {
    const run = xmllint(['--version'])
    expect(run.status).toBe(0)
    expect(`${run.stdout}${run.stderr}`).toContain('libxml')
  })

  it('catches an invalid DCC (the validation is not vacuous)', () => {
    const xml = buildDcc(dccInputOf(pressureGauge, EXTRA)).replace(
      /<dcc:uniqueIdentifier>.*?<\/dcc:uniqueIdentifier>\n\s*/,
      '',
    )
    const run = xmllint(['--nonet', '--noout', '--schema', DCC_SCHEMA, save('broken', xml)])
    expect(run.status).not.toBe(0)
    expect(run.stderr).toContain('uniqueIdentifier')
  })

  it('writes a pressure gauge calibration: five points in kPa, each with its U at k = 2', () => {
    const file = validated('pressure-gauge', buildDcc(dccInputOf(pressureGauge, EXTRA)))
    expect(query(file, '//dcc:coreData/dcc:uniqueIdentifier')).toBe('JZ2025-07-000201')
    expect(query(file, '/dcc:digitalCalibrationCertificate/@schemaVersion')).toBe('3.1.2')
    expect(query(file, '//dcc:dccSoftware//dcc:release')).toBe('0.1.0')
    expect(query(file, '//dcc:coreData/dcc:countryCodeISO3166_1')).toBe('CN')
    expect(query(file, '//dcc:coreData/dcc:mandatoryLangCodeISO639_1')).toBe('zh')
    expect(query(file, '//dcc:coreData/dcc:beginPerformanceDate')).toBe(pressureGauge.calibrationDate)
    expect(query(file, '//dcc:coreData/dcc:endPerformanceDate')).toBe(pressureGauge.calibrationDate)
    expect(query(file, '//dcc:coreData/dcc:performanceLocation')).toBe('laboratory')
    expect(query(file, '//dcc:item//dcc:identification/dcc:value')).toBe('YB-23-1187')
    expect(query(file, '//dcc:calibrationLaboratoryCode')).toBe('CNAS L1234')
    expect(query(file, '//dcc:respPerson[dcc:mainSigner="true"]/dcc:person/dcc:name/dcc:content')).toBe(
      pressureGauge.signatures.approver.name,
    )
    expect(countOf(file, '//dcc:results//dcc:list')).toBe(5)
    const reading = `${POINT(3)}/dcc:quantity[@refType="basic_measuredValue"]/si:real`
    expect(query(file, `${reading}/si:value`)).toBe('49.93')
    expect(query(file, `${reading}/si:unit`)).toBe('\\kilo\\pascal')
    expect(query(file, `${reading}/si:expandedUnc/si:uncertainty`)).toBe('0.05')
    expect(query(file, `${reading}/si:expandedUnc/si:coverageFactor`)).toBe('2')
    expect(query(file, `${reading}/si:expandedUnc/si:coverageProbability`)).toBe('0.95')
    const error = `${POINT(3)}/dcc:quantity[@refType="basic_measurementError"]`
    expect(query(file, `${error}/si:real/si:value`)).toBe('-0.07')
    expect(query(file, `${error}//dcc:conformity`)).toBe('pass')
    expect(query(file, `${POINT(3)}/dcc:quantity[@refType="basic_nominalValue"]/si:real/si:value`)).toBe(
      '50.00',
    )
    // The MPE printed as ±0.40 is the value 0.40.
    expect(query(file, `${POINT(3)}/dcc:quantity[not(@refType)]/si:real/si:value`)).toBe('0.40')
    // No as-found column: no as-found quantity.
    expect(countOf(file, `${POINT(3)}/dcc:quantity[@refType="basic_measuredValue"]`)).toBe(1)
    // The temperature range as its two ends, the humidity as one value in percent.
    const temperature = '//dcc:influenceCondition[1]/dcc:data'
    expect(query(file, `${temperature}/dcc:quantity[1]/si:real/si:value`)).toBe('20.1')
    expect(query(file, `${temperature}/dcc:quantity[2]/si:real/si:value`)).toBe('20.5')
    expect(query(file, `${temperature}/dcc:quantity[1]/si:real/si:unit`)).toBe('\\degreecelsius')
    expect(query(file, '//dcc:influenceCondition[2]//si:value')).toBe('48')
    expect(query(file, '//dcc:influenceCondition[2]//si:unit')).toBe('\\percent')
    // Traceability: each standard with the number of its own certificate.
    for (const device of pressureGauge.devices)
      expect(
        query(
          file,
          `//dcc:measuringEquipment[dcc:name/dcc:content="${device.name}"]//dcc:identification[2]/dcc:value`,
        ),
      ).toBe(device.certificateNumber)
    expect(query(file, '//dcc:usedMethod[1]/dcc:norm')).toBe('JJG 52-2013')
  })

  it('writes a verification with as-found and as-left readings and an as-found finding', () => {
    const verification = certificate({
      kind: 'verification',
      certificateNumber: 'JD2025-07-000077',
      results: {
        unit: 'MPa',
        rows: [
          row({
            nominal: '0.4',
            asFound: '0.412',
            asLeft: '0.402',
            error: '+0.002',
            permittedError: '0.016',
            uncertainty: '0.003',
            verdict: 'pass',
          }),
          row({
            nominal: '0.8',
            asFound: '0.821',
            asLeft: '0.803',
            error: '+0.003',
            permittedError: '0.016',
            uncertainty: '0.003',
            verdict: 'pass',
            asFoundOutOfTolerance: true,
          }),
          row({
            nominal: '1.2',
            asFound: '1.230',
            asLeft: '1.218',
            error: '+0.018',
            permittedError: '0.016',
            uncertainty: '0.0032',
            // From this point's uncertainty budget (few degrees of freedom).
            coverageFactor: '2.12',
            verdict: 'fail',
          }),
        ],
      },
      environment: {
        temperature: '20.3 ℃',
        humidity: '52 %RH',
        location: '客户现场（苏州工业园区星湖街 328 号）',
      },
    })
    const file = validated('verification', buildDcc(dccInputOf(verification, EXTRA)))
    expect(query(file, '//dcc:coreData/dcc:performanceLocation')).toBe('customer')
    expect(query(file, `${POINT(2)}/dcc:quantity[2]/dcc:name/dcc:content[@lang="zh"]`)).toBe('检定前示值')
    expect(query(file, `${POINT(2)}/dcc:quantity[2]/si:real/si:value`)).toBe('0.821')
    expect(query(file, `${POINT(2)}/dcc:quantity[2]//dcc:conformity`)).toBe('fail')
    expect(query(file, `${POINT(2)}/dcc:quantity[3]/dcc:name/dcc:content[@lang="zh"]`)).toBe('检定后示值')
    expect(query(file, `${POINT(2)}/dcc:quantity[3]/si:real/si:value`)).toBe('0.803')
    expect(countOf(file, `${POINT(1)}//dcc:conformity`)).toBe(1)
    const error = `${POINT(3)}/dcc:quantity[@refType="basic_measurementError"]`
    expect(query(file, `${error}//dcc:conformity`)).toBe('fail')
    // A point's own k is kept; the others are at the lab's k = 2.
    expect(query(file, `${error}//si:expandedUnc/si:uncertainty`)).toBe('0.0032')
    expect(query(file, `${error}//si:expandedUnc/si:coverageFactor`)).toBe('2.12')
    expect(query(file, `${error}//si:expandedUnc/si:coverageProbability`)).toBe('0.95')
    expect(query(file, `${POINT(1)}//si:expandedUnc/si:coverageFactor`)).toBe('2')
    expect(query(file, '//dcc:statement[dcc:location]//dcc:further/dcc:content')).toBe(
      '客户现场（苏州工业园区星湖街 328 号）',
    )
    expect(query(file, '//dcc:respPerson[1]/dcc:description/dcc:content[@lang="zh"]')).toBe('检定员')
  })

  it('writes a revision: the replaced certificate, why, and the hash of its PDF', () => {
    const revised = certificate({
      certificateNumber: 'JZ2025-07-000310',
      revision: { supersedes: 'JZ2025-06-000123', reason: '委托方名称有误' },
    })
    const sha256 = 'ab'.repeat(32)
    const file = validated('revision', buildDcc(dccInputOf(revised, { ...EXTRA, supersededSha256: sha256 })))
    expect(query(file, '//dcc:previousReport/dcc:referralID')).toBe('JZ2025-06-000123')
    expect(query(file, '//dcc:previousReport/dcc:procedure')).toBe('SHA-256')
    expect(query(file, '//dcc:previousReport/dcc:value')).toBe(sha256)
    expect(
      query(
        file,
        '//dcc:statement[dcc:reference="JZ2025-06-000123"]/dcc:declaration/dcc:content[@lang="zh"]',
      ),
    ).toContain('委托方名称有误')
    // Without the hash the replacement is still stated.
    const plain = validated('revision-without-hash', buildDcc(dccInputOf(revised, EXTRA)))
    expect(countOf(plain, '//dcc:previousReport')).toBe(0)
    expect(countOf(plain, '//dcc:statement[dcc:reference="JZ2025-06-000123"]')).toBe(1)
  })

  it('leaves out what was not measured instead of printing a dash as a number', () => {
    const partial = certificate({
      results: {
        unit: 'mm',
        rows: [
          row({
            nominal: '10.000',
            asLeft: '10.002',
            error: '+0.002',
            permittedError: '±0.005',
            uncertainty: '0.001',
            verdict: 'pass',
          }),
          row({ nominal: '20.000', asLeft: '20.004', error: '+0.004', permittedError: '±0.005' }),
          row({ nominal: '30.000', asLeft: '', error: '—', uncertainty: ' — ' }),
        ],
      },
      environment: { temperature: '—', humidity: '—' },
      nextDueDate: undefined,
      notes: [],
    })
    const file = validated('no-uncertainty', buildDcc(dccInputOf(partial, EXTRA)))
    expect(countOf(file, `${POINT(1)}//si:expandedUnc`)).toBe(2)
    expect(countOf(file, `${POINT(2)}//si:expandedUnc`)).toBe(0)
    expect(countOf(file, `${POINT(2)}//dcc:conformity`)).toBe(0)
    expect(countOf(file, `${POINT(3)}/dcc:quantity`)).toBe(1)
    expect(countOf(file, '//dcc:influenceConditions')).toBe(0)
    expect(countOf(file, '//si:value[contains(., "—")]')).toBe(0)
    // Nominal, reading, error and MPE of the first two points; the third has its nominal only.
    expect(countOf(file, '//si:value')).toBe(4 + 4 + 1)
  })

  it('escapes names holding XML-special characters and reads them back unchanged', () => {
    const nasty = 'A<&>"\' 公司 ]]> &amp;'
    const special = certificate({
      customer: { name: `客户 ${nasty}`, address: 'Room <1> & "2"' },
      instrument: {
        name: `仪器 ${nasty}`,
        model: '<model>',
        factoryNumber: 'SN&1',
        manufacturer: '"M" & \'N\'',
      },
      conclusion: `结论 ${nasty}`,
      // A bell and a lone surrogate, as a broken paste leaves them: XML 1.0 cannot carry either.
      notes: ['Line one\nline two\ttabbed', 'bell \u0007 half \ud800 pair'],
      signatures: {
        drafter: { name: "O'Neil <drafter>" },
        auditor: { name: '李静' },
        approver: { name: 'Ann & Bob' },
      },
    })
    const file = validated('special-characters', buildDcc(dccInputOf(special, EXTRA)))
    expect(query(file, '//dcc:customer/dcc:name/dcc:content')).toBe(`客户 ${nasty}`)
    expect(query(file, '//dcc:item/dcc:name/dcc:content')).toBe(`仪器 ${nasty}`)
    expect(query(file, '//dcc:item/dcc:model')).toBe('<model>')
    expect(query(file, '//dcc:item//dcc:identification/dcc:value')).toBe('SN&1')
    expect(query(file, '//dcc:item/dcc:manufacturer/dcc:name/dcc:content')).toBe('"M" & \'N\'')
    expect(query(file, '//dcc:respPerson[1]/dcc:person/dcc:name/dcc:content')).toBe("O'Neil <drafter>")
    expect(query(file, '//dcc:respPerson[3]/dcc:person/dcc:name/dcc:content')).toBe('Ann & Bob')
    expect(query(file, '//dcc:declaration/dcc:content[starts-with(., "Line")]')).toBe(
      'Line one\nline two\ttabbed',
    )
    expect(query(file, '//dcc:declaration/dcc:content[starts-with(., "bell")]')).toBe(
      'bell \ufffd half \ufffd pair',
    )
  })

  it('keeps an unusual unit as printed text and writes an exactly convertible one in D-SI', () => {
    const divisions = certificate({
      results: {
        unit: '格',
        rows: [
          row({
            nominal: '10',
            asLeft: '10.2',
            error: '+0.2',
            permittedError: '0.5',
            uncertainty: '0.1',
            verdict: 'pass',
          }),
        ],
      },
      environment: { temperature: '68 °F', humidity: '50 %RH' },
    })
    const file = validated('unusual-unit', buildDcc(dccInputOf(divisions, EXTRA)))
    expect(countOf(file, '//dcc:results//si:real')).toBe(0)
    expect(
      query(file, `${POINT(1)}/dcc:quantity[@refType="basic_measuredValue"]/dcc:noQuantity/dcc:content`),
    ).toBe('10.2 格')
    expect(
      query(file, `${POINT(1)}/dcc:quantity[@refType="basic_measuredValue"]/dcc:description/dcc:content`),
    ).toBe('U = 0.1 格 (k = 2, p = 0.95)')
    expect(query(file, `${POINT(1)}/dcc:quantity[@refType="basic_measurementError"]//dcc:conformity`)).toBe(
      'pass',
    )
    expect(query(file, '//dcc:influenceCondition[1]//dcc:noQuantity/dcc:content')).toBe('68 °F')

    const bar = certificate({
      results: {
        unit: 'bar',
        rows: [row({ nominal: '1.6', asLeft: '1.62', error: '+0.02', uncertainty: '0.01' })],
      },
    })
    const scaled = validated('bar', buildDcc(dccInputOf(bar, EXTRA)))
    expect(query(scaled, `${POINT(1)}/dcc:quantity[@refType="basic_measuredValue"]/si:real/si:value`)).toBe(
      '1.62E5',
    )
    expect(query(scaled, `${POINT(1)}/dcc:quantity[@refType="basic_measuredValue"]/si:real/si:unit`)).toBe(
      '\\pascal',
    )
    expect(query(scaled, `${POINT(1)}//si:expandedUnc/si:uncertainty`)).toBe('0.01E5')
  })

  it('stays valid for a test report, with no points, blank instrument details and no accreditation', () => {
    const bare = certificate({
      kind: 'test',
      lab: { name: '某检测站', address: '', phone: '', accreditationNumber: '' },
      customer: { name: '个人送检', address: '' },
      instrument: { name: '电子秤', model: '', factoryNumber: '', manufacturer: '' },
      methods: [{ code: '', name: '' }],
      devices: [],
      results: { rows: [] },
      conclusion: '',
      notes: undefined,
      nextDueDate: undefined,
      signatures: { drafter: { name: '' }, auditor: { name: '' }, approver: { name: '陈国华' } },
    })
    const file = validated('bare', buildDcc(dccInputOf(bare, EXTRA)))
    expect(countOf(file, '//dcc:calibrationLaboratoryCode')).toBe(0)
    // Without a factory number the lab identifies the item by the certificate.
    expect(query(file, '//dcc:item//dcc:identification/dcc:issuer')).toBe('calibrationLaboratory')
    expect(query(file, '//dcc:item//dcc:identification/dcc:value')).toBe(bare.certificateNumber)
    expect(query(file, '//dcc:item/dcc:manufacturer/dcc:name/dcc:content[@lang="zh"]')).toBe('未注明')
    expect(countOf(file, '//dcc:respPerson')).toBe(1)
    expect(countOf(file, '//dcc:usedMethods')).toBe(0)
    expect(query(file, '//dcc:measurementResult/dcc:name/dcc:content[@lang="zh"]')).toBe('检测结果')
  })

  it('gives the same bytes for the same input, whatever the clock says', () => {
    const input = dccInputOf(pressureGauge, EXTRA)
    vi.useFakeTimers({ now: new Date('2030-01-01T00:00:00Z') })
    const first = buildDcc(input)
    vi.setSystemTime(new Date('1999-12-31T23:59:59Z'))
    expect(buildDcc(structuredClone(input))).toBe(first)
    expect(first.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true)
  })

  it('refuses an input the schema would refuse, naming the field', () => {
    const input = dccInputOf(pressureGauge, EXTRA)
    const [first] = input.results.points
    const withPoint = (point: object): DccInput => ({
      ...input,
      results: { ...input.results, points: [{ ...first, ...point }] },
    })
    expect(() => buildDcc({ ...input, calibrationDate: '2025-02-30' })).toThrow(/calibration date/)
    expect(() => buildDcc(withPoint({ asLeft: '1,5' }))).toThrow(/point 1 as left/)
    expect(() =>
      buildDcc(
        withPoint({ uncertainty: { value: '0.1', coverageFactor: '0.5', coverageProbability: '0.95' } }),
      ),
    ).toThrow(/coverage factor/)
    expect(() =>
      buildDcc(
        withPoint({ uncertainty: { value: '-0.1', coverageFactor: '2', coverageProbability: '0.95' } }),
      ),
    ).toThrow(DccInputError)
    expect(() =>
      dccInputOf(certificate({ results: { unit: 'kPa', rows: [row({ nominal: 'abc' })] } }), EXTRA),
    ).toThrow(/row 1, nominal/)
    const unsigned = certificate({
      signatures: { drafter: { name: '' }, auditor: { name: ' ' }, approver: { name: '' } },
    })
    expect(() => dccInputOf(unsigned, EXTRA)).toThrow(/no signer/)
  })
})
