/**
 * The input of the certificate / report renderer: a plain object, already formatted for print. The renderer
 * does no arithmetic and reads no dictionary: values, units, rounding and the labels of dictionary codes
 * (inspection type, verdict wording of a conclusion) are the caller's, so a frozen report prints exactly the
 * numbers that were reviewed.
 */

/** A PNG image as bytes (a logo, a scanned signature). */
export type PngBytes = Uint8Array

/** Which document this is: 校准证书, 检定证书 or 检测报告. */
export type DocumentKind = 'calibration' | 'verification' | 'test'

export type LabHeader = {
  /** Full name, printed on the cover: 某某市计量检测研究院. */
  name: string
  address: string
  phone: string
  /** Accreditation number, e.g. `CNAS L1234`. */
  accreditationNumber: string
  logoPng?: PngBytes
}

export type Customer = { name: string; address: string }

export type Instrument = {
  name: string
  /** 型号/规格, e.g. `Y-100  (0~1.6) MPa`. */
  model: string
  factoryNumber: string
  manufacturer: string
}

export type Environment = {
  /** As printed, with its unit: `20.3 ℃`. */
  temperature: string
  /** As printed, with its unit: `52 %RH`. */
  humidity: string
  /** 校准地点; the lab itself when absent. */
  location?: string
}

/** A regulation or specification the work followed (规程/规范): `JJG 52-2013` + its title. */
export type MethodReference = { code: string; name: string }

/**
 * Conformity of one measured point under the decision rule (conditional inside the guard band); `none`
 * prints a dash (a calibration that states no conformity).
 */
export type Verdict = 'pass' | 'conditionalPass' | 'conditionalFail' | 'fail' | 'none'

/** One measured point, every value already formatted (unit in the table's header). */
export type ResultRow = {
  nominal: string
  asFound: string
  asLeft: string
  error: string
  permittedError: string
  /** Expanded uncertainty U. */
  uncertainty: string
  /** Its coverage factor, when not the lab's k = 2 (a budget's t-distribution factor: `2.12`). */
  coverageFactor?: string
  verdict: Verdict
  /** The as-found reading was out of tolerance (printed in red; the conclusion says what it means). */
  asFoundOutOfTolerance?: boolean
}

export type ResultsTable = {
  /** Unit shared by the value columns, printed in their headers: `MPa`. */
  unit?: string
  rows: ResultRow[]
}

/** A measurement standard used for the work, with its own traceability. */
export type StandardDevice = {
  name: string
  model: string
  /** Its number (出厂编号 or the lab's asset number). */
  number: string
  /** The certificate that makes it traceable. */
  certificateNumber: string
  /** `YYYY-MM-DD`. */
  validUntil: string
}

export type Signer = {
  name: string
  signaturePng?: PngBytes
  /** `YYYY-MM-DD`, printed under the name when given. */
  date?: string
}

export type Signatures = { drafter: Signer; auditor: Signer; approver: Signer }

/** Set when this document replaces an earlier one (a revoked report's revision). */
export type Revision = { supersedes: string; reason: string }

export type CertificatePdfData = {
  lab: LabHeader
  kind: DocumentKind
  certificateNumber: string
  /** The code printed beside the number that the public verification page asks for. */
  checkCode: string
  /** `YYYY-MM-DD`. */
  issueDate: string
  customer: Customer
  instrument: Instrument
  /** The label of dictionary `inspection_type`: 首次检定, 周期检定, 委托校准 … */
  inspectionType: string
  /** `YYYY-MM-DD`. */
  receiptDate: string
  /** `YYYY-MM-DD`. */
  calibrationDate: string
  /** `YYYY-MM-DD`; 建议下次校准日期 / 检定有效期至, when the document states one. */
  nextDueDate?: string
  environment: Environment
  methods: MethodReference[]
  conclusion: string
  results: ResultsTable
  devices: StandardDevice[]
  signatures: Signatures
  revision?: Revision
  /** Printed as a QR code; opens the public verification page of this document. */
  verificationUrl: string
  /** Further remarks (其他说明), one paragraph each. */
  notes?: string[]
  /** Fields of custom templates only (`{{extra.name}}`); the default certificate ignores them. */
  extra?: Record<string, string>
  /**
   * ISO time written into the PDF's metadata. Defaults to the issue date at midnight UTC, so the same data
   * always gives the same bytes (the frozen report's SHA-256 can be reproduced).
   */
  generatedAt?: string
}
