import { type Labels } from './labels'
import { quantity, resolveUnit, type ResolvedUnit } from './quantity'
import { dcc, leaf, present, texts } from './text'
import type { XmlChild, XmlElement } from './xml'
import type { DccCondition, DccEquipment, DccInput, DccMethod, DccPoint, LocalizedText } from './types'

/*
 * The measurementResults ring: one measurementResult holding the methods, the standards used (with the
 * certificates that make them traceable), the environmental conditions and the measured points.
 *
 * Each point is a `dcc:list` of `si:real` quantities rather than one `si:realListXMLList` per column: a
 * point may lack a value (no as-found reading, no uncertainty stated), and parallel lists could only say so
 * by shifting every later value out of line with its nominal.
 */

function usedMethod(method: DccMethod): XmlElement | null {
  const code = present(method.code)
  const name = present(method.name) ?? code
  if (!name) return null
  return dcc('usedMethod', null, texts('name', name), code ? leaf('norm', code) : null)
}

function measuringEquipment(device: DccEquipment, labels: Labels): XmlElement {
  const number = present(device.number)
  const certificate = present(device.certificateNumber)
  const validUntil = present(device.validUntil)
  const model = present(device.model)
  const identifications = [
    number ? { value: number, name: labels.equipmentNumber } : null,
    certificate ? { value: certificate, name: labels.traceability } : null,
  ].flatMap((identification) => (identification ? [identification] : []))
  return dcc(
    'measuringEquipment',
    null,
    texts('name', device.name),
    validUntil ? texts('description', labels.validUntil(validUntil)) : null,
    model ? leaf('model', model) : null,
    identifications.length === 0
      ? null
      : dcc(
          'identifications',
          null,
          // The number was given by whoever marked the device, the certificate by the lab that calibrated it:
          // neither is one of the schema's named issuers.
          identifications.map(({ value, name }) =>
            dcc('identification', null, leaf('issuer', 'other'), leaf('value', value), texts('name', name)),
          ),
        ),
  )
}

function influenceCondition(
  name: LocalizedText,
  condition: DccCondition | undefined,
  labels: Labels,
): XmlElement | null {
  if (!condition) return null
  const unit = resolveUnit(condition.unit)
  const what = name.en ?? name.zh
  const quantities =
    condition.min === condition.max
      ? [quantity({ name, value: condition.min, unit, what })]
      : [
          quantity({ name: labels.minimum, value: condition.min, unit, what: `${what} minimum` }),
          quantity({ name: labels.maximum, value: condition.max, unit, what: `${what} maximum` }),
        ]
  return dcc('influenceCondition', null, texts('name', name), dcc('data', null, quantities))
}

const conformityMetaData = (value: string, labels: Labels) =>
  dcc('metaData', null, texts('declaration', labels.conformity), leaf('conformity', value))

function pointList(point: DccPoint, index: number, unit: ResolvedUnit, labels: Labels): XmlElement {
  const at = `point ${index + 1}`
  const { uncertainty } = point
  const quantities: XmlChild[] = [
    point.nominal === undefined
      ? null
      : quantity({
          name: labels.nominal,
          refType: 'basic_nominalValue',
          value: point.nominal,
          unit,
          what: `${at} nominal`,
        }),
    point.asFound === undefined
      ? null
      : quantity({
          name: labels.asFound,
          refType: 'basic_measuredValue',
          value: point.asFound,
          unit,
          uncertainty,
          metaData: point.asFoundOutOfTolerance
            ? [
                dcc(
                  'metaData',
                  null,
                  texts('declaration', labels.asFoundOutOfTolerance),
                  leaf('conformity', 'fail'),
                ),
              ]
            : [],
          what: `${at} as found`,
        }),
    point.asLeft === undefined
      ? null
      : quantity({
          name: labels.asLeft,
          refType: 'basic_measuredValue',
          value: point.asLeft,
          unit,
          uncertainty,
          what: `${at} as left`,
        }),
    point.error === undefined
      ? null
      : quantity({
          name: labels.error,
          refType: 'basic_measurementError',
          value: point.error,
          unit,
          uncertainty,
          metaData: point.conformity ? [conformityMetaData(point.conformity, labels)] : [],
          what: `${at} error`,
        }),
    point.permittedError === undefined
      ? null
      : quantity({ name: labels.permittedError, value: point.permittedError, unit, what: `${at} MPE` }),
  ]
  const written = quantities.filter(Boolean)
  // The schema wants one quantity at least; a point with no value left still keeps its place in the table.
  return dcc(
    'list',
    null,
    texts('name', labels.point(index)),
    written.length > 0 ? written : dcc('quantity', null, texts('noQuantity', labels.noValue)),
  )
}

export function measurementResults(input: DccInput, labels: Labels): XmlElement {
  const methods = input.methods.map(usedMethod).filter((method) => method !== null)
  const conditions = [
    influenceCondition(labels.temperature, input.environment.temperature, labels),
    influenceCondition(labels.humidity, input.environment.humidity, labels),
  ].filter((condition) => condition !== null)
  const unit = resolveUnit(input.results.unit)
  const points = input.results.points.map((point, index) => pointList(point, index, unit, labels))
  return dcc(
    'measurementResults',
    null,
    dcc(
      'measurementResult',
      null,
      texts('name', labels.results),
      methods.length > 0 ? dcc('usedMethods', null, methods) : null,
      input.equipment.length > 0
        ? dcc(
            'measuringEquipments',
            null,
            input.equipment.map((device) => measuringEquipment(device, labels)),
          )
        : null,
      conditions.length > 0 ? dcc('influenceConditions', null, conditions) : null,
      dcc(
        'results',
        null,
        dcc(
          'result',
          null,
          texts('name', labels.results),
          dcc('data', null, points.length > 0 ? points : texts('text', labels.noPoints)),
        ),
      ),
    ),
  )
}
