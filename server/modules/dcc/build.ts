import { administrativeData } from './administrative'
import { DccInputError } from './errors'
import { labelsOf } from './labels'
import { measurementResults } from './measurement'
import { dcc } from './text'
import { serialize } from './xml'
import type { DccInput } from './types'

/** The DCC schema this generator writes and is tested against (server/modules/dcc/schema/dcc.xsd). */
export const DCC_SCHEMA_VERSION = '3.1.2'
export const DCC_NAMESPACE = 'https://ptb.de/dcc'
export const SI_NAMESPACE = 'https://ptb.de/si'

/**
 * The Digital Calibration Certificate (PTB DCC 3.1.2 with D-SI 2.1.0) of an issued certificate, as UTF-8
 * XML. Pure: the same input gives the same bytes (no clock, no randomness, no disk). Throws DccInputError
 * for an input the schema would refuse.
 */
export function buildDcc(input: DccInput): string {
  if (!input.certificateNumber.trim()) throw new DccInputError('the certificate number is blank')
  if (!input.software.release.trim()) throw new DccInputError('the software release is blank')
  const labels = labelsOf(input.kind)
  const root = dcc(
    'digitalCalibrationCertificate',
    {
      'xmlns:dcc': DCC_NAMESPACE,
      'xmlns:si': SI_NAMESPACE,
      'xmlns:xsi': 'http://www.w3.org/2001/XMLSchema-instance',
      'xsi:schemaLocation': `${DCC_NAMESPACE} https://ptb.de/dcc/v${DCC_SCHEMA_VERSION}/dcc.xsd`,
      schemaVersion: DCC_SCHEMA_VERSION,
    },
    administrativeData(input, labels),
    measurementResults(input, labels),
  )
  return serialize(root)
}
