/**
 * An input the schema would refuse (a date that is no date, a value that is no decimal, a coverage factor
 * below 1): a caller's bug, named precisely instead of leaving an invalid DCC behind.
 */
export class DccInputError extends Error {
  override name = 'DccInputError'
}
