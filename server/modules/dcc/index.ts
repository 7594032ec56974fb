/**
 * Digital Calibration Certificates (PTB's DCC XML): a pure generator (input in, XML out) and the mapping from
 * a certificate's print data. No database, no HTTP.
 */
export { buildDcc, DCC_NAMESPACE, DCC_SCHEMA_VERSION, SI_NAMESPACE } from './build'
export { DccInputError } from './errors'
export { dccInputOf, type DccExtra } from './from-print'
export type * from './types'
