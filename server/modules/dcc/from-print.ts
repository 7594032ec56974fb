import type { CertificatePdfData, ResultRow, Signatures } from '../print/pdf'
import { DccInputError } from './errors'
import { labelsOf } from './labels'
import { isDecimal } from './quantity'
import { present } from './text'
import type {
  Conformity,
  DccCondition,
  DccIdentification,
  DccInput,
  DccPoint,
  DccRespPerson,
  Decimal,
  NonEmpty,
  PerformanceLocation,
} from './types'

/** What the print data does not hold. */
export type DccExtra = {
  /** MetroDesk's version (package.json), read once by the caller: the generator reads no file. */
  softwareRelease: string
  /** Derived from the printed place when absent. */
  performanceLocation?: PerformanceLocation
  /**
   * k and p of the printed uncertainty column: k = 2, p = 0.95 unless given. A row's own k (from its
   * uncertainty budget) wins over this k; p stays, as such a k is the one that reaches it.
   */
  coverage?: { coverageFactor: Decimal; coverageProbability: Decimal }
  decisionRule?: string
  /** SHA-256 of the replaced certificate's frozen PDF, for a revision. */
  supersededSha256?: string
  labEmail?: string
  customerEmail?: string
}

const DEFAULT_COVERAGE = { coverageFactor: '2', coverageProbability: '0.95' }

// What the print data prints for "no value": blank or a dash.
const NO_VALUE = /^[\s—–\-－]*$/u

type Column = 'nominal' | 'asFound' | 'asLeft' | 'error' | 'permittedError' | 'uncertainty'

/** A printed row; its own coverage factor is there when an uncertainty budget gave one other than k = 2. */
type PrintedRow = ResultRow & { coverageFactor?: string }

/** A printed cell as a decimal, absent for a dash; the permitted error may be printed as `±0.016`. */
function cell(row: PrintedRow, column: Column, index: number): Decimal | undefined {
  const text = row[column]
  if (NO_VALUE.test(text)) return undefined
  const trimmed = text.trim()
  const value = column === 'permittedError' ? trimmed.replace(/^(?:±|\+\/-)\s*/u, '') : trimmed
  if (!isDecimal(value))
    throw new DccInputError(`results row ${index + 1}, ${column}: "${text}" is not a decimal`)
  return value
}

const VALUE_COLUMNS = ['nominal', 'asFound', 'asLeft', 'error', 'permittedError'] as const

function pointOf(row: PrintedRow, index: number, coverage: DccExtra['coverage']): DccPoint {
  const point: DccPoint = {}
  for (const column of VALUE_COLUMNS) {
    const value = cell(row, column, index)
    if (value !== undefined) point[column] = value
  }
  const uncertainty = cell(row, 'uncertainty', index)
  const { coverageFactor, coverageProbability } = coverage ?? DEFAULT_COVERAGE
  if (uncertainty)
    point.uncertainty = {
      value: uncertainty,
      coverageFactor: present(row.coverageFactor) ?? coverageFactor,
      coverageProbability,
    }
  if (row.verdict !== 'none') point.conformity = row.verdict satisfies Conformity
  if (row.asFoundOutOfTolerance) point.asFoundOutOfTolerance = true
  return point
}

const CONDITION = /^([+-]?\d+(?:\.\d+)?)(?:\s*[–~～]\s*([+-]?\d+(?:\.\d+)?))?\s*(.*)$/u

/** `20.3 ℃` or `20.1–20.5 ℃` (one value, or the range of the items'), absent for `—`. */
export function conditionOf(text: string | undefined): DccCondition | undefined {
  const match = CONDITION.exec(text?.trim() ?? '')
  if (!match) return undefined
  const [, min, max, unit] = match
  return { min: min!, max: max ?? min!, unit: unit!.trim() }
}

/** The printed place (print data's `placeText` wording) in the schema's words. */
export function performanceLocationOf(location: string | undefined): PerformanceLocation {
  const text = location?.trim() ?? ''
  const lab = !text || text.includes('本实验室')
  const site = text.includes('客户现场')
  if (lab && !site) return 'laboratory'
  if (site && !lab) return 'customer'
  return 'other'
}

function respPersonsOf(signatures: Signatures): NonEmpty<DccRespPerson> {
  const persons = (['drafter', 'auditor', 'approver'] as const).flatMap((role): DccRespPerson[] => {
    const name = present(signatures[role].name)
    return name ? [{ name, role, mainSigner: role === 'approver' }] : []
  })
  const [first, ...rest] = persons
  if (!first) throw new DccInputError('the certificate has no signer')
  return [first, ...rest]
}

export function dccInputOf(data: CertificatePdfData, extra: DccExtra): DccInput {
  const labels = labelsOf(data.kind)
  const factoryNumber = present(data.instrument.factoryNumber)
  // The schema wants the item identified; without a factory number the lab knows it by this certificate.
  const identification: DccIdentification = factoryNumber
    ? { issuer: 'manufacturer', value: factoryNumber, name: labels.factoryNumber }
    : { issuer: 'calibrationLaboratory', value: data.certificateNumber, name: labels.certificateNumber }
  const temperature = conditionOf(data.environment.temperature)
  const humidity = conditionOf(data.environment.humidity)
  const revision = data.revision
  return {
    software: { name: 'MetroDesk', release: extra.softwareRelease },
    kind: data.kind,
    certificateNumber: data.certificateNumber.trim(),
    issueDate: data.issueDate,
    ...(present(data.receiptDate) ? { receiptDate: data.receiptDate } : {}),
    calibrationDate: data.calibrationDate,
    ...(present(data.nextDueDate) ? { nextDueDate: data.nextDueDate } : {}),
    performanceLocation: extra.performanceLocation ?? performanceLocationOf(data.environment.location),
    lab: {
      name: data.lab.name,
      address: data.lab.address,
      ...(present(data.lab.phone) ? { phone: data.lab.phone } : {}),
      ...(present(extra.labEmail) ? { email: extra.labEmail } : {}),
      ...(present(data.lab.accreditationNumber) ? { accreditationNumber: data.lab.accreditationNumber } : {}),
    },
    customer: {
      name: data.customer.name,
      address: data.customer.address,
      ...(present(extra.customerEmail) ? { email: extra.customerEmail } : {}),
    },
    item: {
      name: data.instrument.name,
      ...(present(data.instrument.model) ? { model: data.instrument.model } : {}),
      ...(present(data.instrument.manufacturer) ? { manufacturer: data.instrument.manufacturer } : {}),
      identifications: [identification],
    },
    respPersons: respPersonsOf(data.signatures),
    methods: data.methods,
    equipment: data.devices,
    environment: {
      ...(temperature ? { temperature } : {}),
      ...(humidity ? { humidity } : {}),
      ...(present(data.environment.location) ? { location: data.environment.location } : {}),
    },
    results: {
      ...(present(data.results.unit) ? { unit: data.results.unit } : {}),
      points: data.results.rows.map((row, index) => pointOf(row, index, extra.coverage)),
    },
    ...(present(data.conclusion) ? { conclusion: data.conclusion } : {}),
    ...(present(extra.decisionRule) ? { decisionRule: extra.decisionRule } : {}),
    ...(data.notes?.length ? { notes: data.notes } : {}),
    ...(revision
      ? {
          revision: {
            supersedes: revision.supersedes,
            reason: revision.reason,
            ...(present(extra.supersededSha256) ? { supersededSha256: extra.supersededSha256 } : {}),
          },
        }
      : {}),
  }
}
