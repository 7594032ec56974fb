/**
 * The input of the Digital Calibration Certificate generator: a plain object holding what an issued
 * certificate states, with every number an exact decimal as typed (never a float) and every date a
 * `YYYY-MM-DD`. `dccInputOf` derives it from the certificate's print data.
 */

/** `YYYY-MM-DD`. */
export type IsoDate = string

/** A decimal as typed, digits and sign kept: `0.016`, `-0.004`, `+0.004`, `1.6E5`. */
export type Decimal = string

/** Text in the mandatory language (Chinese), and in English where there is one. */
export type LocalizedText = { zh: string; en?: string }

export type NonEmpty<T> = readonly [T, ...T[]]

/** Where the work was done, in the schema's words. */
export type PerformanceLocation = 'laboratory' | 'customer' | 'laboratoryBranch' | 'customerBranch' | 'other'

export type IdentificationIssuer = 'manufacturer' | 'calibrationLaboratory' | 'customer' | 'owner' | 'other'

export type DccIdentification = { issuer: IdentificationIssuer; value: string; name?: LocalizedText }

export type DccContact = {
  name: string
  /** Free text, as printed. */
  address: string
  phone?: string
  email?: string
  /** ISO 3166-1 alpha-2, when known. */
  countryCode?: string
}

export type DccLab = DccContact & {
  /** The accreditation number (`CNAS L1234`); absent for a lab that is not accredited. */
  accreditationNumber?: string
}

/** The calibrated instrument. */
export type DccItem = {
  name: string
  model?: string
  manufacturer?: string
  /** Its factory number or another mark it is known by: the schema requires at least one. */
  identifications: NonEmpty<DccIdentification>
}

export type SignerRole = 'drafter' | 'auditor' | 'approver'

export type DccRespPerson = { name: string; role: SignerRole; mainSigner: boolean }

/** A regulation or specification followed: `JJG 52-2013` and its title. */
export type DccMethod = { code?: string; name?: string }

/** A measurement standard used, with what makes it traceable. */
export type DccEquipment = {
  name: string
  model?: string
  /** Its factory or asset number. */
  number?: string
  /** The certificate of its own calibration. */
  certificateNumber?: string
  validUntil?: IsoDate
}

/** An environmental condition: one value (min = max) or the range of the items' values, in `unit` as typed. */
export type DccCondition = { min: Decimal; max: Decimal; unit: string }

/** An expanded uncertainty U with its coverage factor k and coverage probability p (`0.95`). */
export type DccUncertainty = { value: Decimal; coverageFactor: Decimal; coverageProbability: Decimal }

export type Conformity = 'pass' | 'fail' | 'conditionalPass' | 'conditionalFail'

/** One measured point; an absent value was not measured (a dash on the printed certificate). */
export type DccPoint = {
  nominal?: Decimal
  asFound?: Decimal
  asLeft?: Decimal
  /** The reported reading's error. */
  error?: Decimal
  /** Maximum permitted error, ± this value. */
  permittedError?: Decimal
  uncertainty?: DccUncertainty
  conformity?: Conformity
  /** The as-found reading was out of tolerance before adjustment. */
  asFoundOutOfTolerance?: boolean
}

export type DccResults = {
  /** Unit of every value and uncertainty of the table, as typed (`MPa`, `℃`); absent when none is printed. */
  unit?: string
  points: readonly DccPoint[]
}

export type DccRevision = {
  /** The certificate number this one replaces. */
  supersedes: string
  reason: string
  /** SHA-256 (hex) of the replaced certificate's frozen PDF, when known. */
  supersededSha256?: string
}

export type DccInput = {
  /** The software writing the DCC: MetroDesk and its release (package.json's version, given by the caller). */
  software: { name: string; release: string }
  kind: 'calibration' | 'verification' | 'test'
  /** The certificate number: the DCC's unique identifier. */
  certificateNumber: string
  issueDate: IsoDate
  receiptDate?: IsoDate
  /** The calibration date: the DCC's begin and end of performance. */
  calibrationDate: IsoDate
  nextDueDate?: IsoDate
  performanceLocation: PerformanceLocation
  lab: DccLab
  customer: DccContact
  item: DccItem
  /** The signers; the approver is the main signer. */
  respPersons: NonEmpty<DccRespPerson>
  methods: readonly DccMethod[]
  equipment: readonly DccEquipment[]
  environment: {
    temperature?: DccCondition
    humidity?: DccCondition
    /** Where the work was done, as printed (`本实验室`, `客户现场（…）`). */
    location?: string
  }
  results: DccResults
  conclusion?: string
  /** The decision rule applied to the conformity statements, as stated to the customer. */
  decisionRule?: string
  notes?: readonly string[]
  revision?: DccRevision
}
