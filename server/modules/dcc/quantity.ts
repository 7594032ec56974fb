import { dsiUnitOf, scaleDecimal, type DsiUnit } from '@/domain/results/dsiUnit'
import { DccInputError } from './errors'
import { dcc, si, texts } from './text'
import type { XmlChild, XmlElement } from './xml'
import type { Decimal, DccUncertainty, LocalizedText } from './types'

/*
 * Values as D-SI quantities. The lexical rules are the D-SI schema's own (SI_Format.xsd 2.1.0: decimalType,
 * uncertaintyValueType, kValueType, probabilityValueType), checked here so that a bad value is an error
 * naming its field rather than a DCC that fails validation at the customer's.
 */

const DECIMAL = /^[-+]?(?:\d*\.\d+|\d+\.\d*|\d+\.?)(?:[Ee][-+]?\d+)?$/
const UNCERTAINTY = /^\+?(?:\d*\.\d+|\d+\.\d*|\d+\.?)(?:[Ee][-+]?\d+)?$/
const COVERAGE_FACTOR = /^\+?(?:[1-9]\d*\.\d*|[1-9]\d*)$/
const PROBABILITY = /^\+?(?:0(?:\.\d*)?|1(?:\.0*)?)$/

function checked(pattern: RegExp, value: string, what: string): string {
  if (!pattern.test(value)) throw new DccInputError(`${what}: "${value}" is not a valid D-SI number`)
  return value
}

export const isDecimal = (value: string): boolean => DECIMAL.test(value)

/** The unit of a table or a condition: its D-SI form, or only its text when it has none. */
export type ResolvedUnit = { text: string; dsi: DsiUnit | null }

export const resolveUnit = (text: string | undefined): ResolvedUnit => ({
  text: text?.trim() ?? '',
  dsi: dsiUnitOf(text),
})

function scaled(value: Decimal, unit: DsiUnit, what: string, pattern: RegExp): string {
  checked(pattern, value, what)
  // Both are valid decimals here, so the scaled one is too.
  return scaleDecimal(value, unit.exponent)!
}

export type QuantityOptions = {
  name: LocalizedText
  refType?: string
  value: Decimal
  unit: ResolvedUnit
  uncertainty?: DccUncertainty
  /** `dcc:metaData` elements about this value (its conformity). */
  metaData?: readonly XmlElement[]
  /** Names the value in an error message: `point 3 as found`. */
  what: string
}

const withUnit = (value: string, unit: ResolvedUnit) => (unit.text ? `${value} ${unit.text}` : value)

/**
 * A `dcc:quantity`: an `si:real` with its expanded uncertainty when the unit has a D-SI form. A unit without
 * one (`格`, `HRC`, none printed) keeps the value as text (`noQuantity`) with the unit as printed: the DCC
 * stays valid and says exactly what the paper says, where `\one` would state a dimensionless value that
 * was never measured.
 */
export function quantity(options: QuantityOptions): XmlElement {
  const { unit, uncertainty, what } = options
  checked(DECIMAL, options.value, what)
  if (uncertainty) {
    checked(COVERAGE_FACTOR, uncertainty.coverageFactor, `${what} coverage factor`)
    checked(PROBABILITY, uncertainty.coverageProbability, `${what} coverage probability`)
  }
  const metaData: XmlChild =
    options.metaData && options.metaData.length > 0
      ? dcc('measurementMetaData', null, options.metaData)
      : null
  if (!unit.dsi) {
    const stated = uncertainty
      ? `U = ${withUnit(checked(UNCERTAINTY, uncertainty.value, `${what} uncertainty`), unit)} (k = ${uncertainty.coverageFactor}, p = ${uncertainty.coverageProbability})`
      : null
    return dcc(
      'quantity',
      { refType: options.refType },
      texts('name', options.name),
      stated === null ? null : texts('description', stated),
      texts('noQuantity', withUnit(options.value, unit)),
      metaData,
    )
  }
  const dsi = unit.dsi
  return dcc(
    'quantity',
    { refType: options.refType },
    texts('name', options.name),
    si(
      'real',
      si('value', scaled(options.value, dsi, what, DECIMAL)),
      si('unit', dsi.unit),
      uncertainty
        ? si(
            'expandedUnc',
            si('uncertainty', scaled(uncertainty.value, dsi, `${what} uncertainty`, UNCERTAINTY)),
            si('coverageFactor', uncertainty.coverageFactor),
            si('coverageProbability', uncertainty.coverageProbability),
          )
        : null,
    ),
    metaData,
  )
}
