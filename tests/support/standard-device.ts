import { labDayOf } from '../../src/domain/labClock'

/*
 * A standard device as the register's form submits it (src/domain/resources/standards.ts standardDevices), for
 * tests that need one. Shared by the API and the browser tests: no '@/' import.
 */

/** Dictionary measure_quantity: what a device measures (a result's items must measure the same). */
export const MEASURAND = { length: '1', mass: '3', pressure: '5', temperature: '7' } as const

export type StandardDeviceBody = {
  id?: string
  name: string
  model?: string | null
  serialNo: string
  /** Dictionary ETALON_INSTRUMENT_TYPE: 1 instrument, 2 reference material. */
  instrumentType: number
  measurand: string
  rangeMin?: string | null
  rangeMax?: string | null
  rangeUnit?: string | null
  /** Dictionary TRACE_TYPE: 1 verification … 4 self-calibration. */
  traceType: number
  /** Dictionary VERIFICATION_CYCLE: months, '999999' non-periodic. */
  verificationCycle: string
  lastTraceDate?: string | null
  certificateNo: string
  validUntil?: string | null
  validUntilReason?: string | null
  location?: string | null
}

/** Keeps serial numbers apart across calls, and across processes sharing a database (browser test retries). */
const run = Date.now().toString(36).toUpperCase()
let made = 0

/**
 * A complete, valid device: a pressure standard (0–60 MPa) traced today on a 12-month interval, so the server
 * derives a valid-until a year ahead and a result may record it. Each call has a serial number of its own.
 *
 * A test that needs a given valid-until passes `validUntil`: the body then carries a reason too (a day set by
 * hand, which the server accepts only with one), unless the overrides name `validUntilReason` themselves.
 */
export function standardDeviceBody(overrides: Partial<StandardDeviceBody> = {}): StandardDeviceBody {
  made += 1
  const body: StandardDeviceBody = {
    name: '精密数字压力计',
    model: 'CPG2500',
    serialNo: `SD-${run}-${made}`,
    instrumentType: 1,
    measurand: MEASURAND.pressure,
    rangeMin: '0',
    rangeMax: '60',
    rangeUnit: 'MPa',
    traceType: 1,
    verificationCycle: '12',
    lastTraceDate: labDayOf(new Date()),
    certificateNo: `YL-${run}-${made}`,
    ...overrides,
  }
  if (overrides.validUntil && !('validUntilReason' in overrides))
    body.validUntilReason = '按溯源证书所载有效期'
  return body
}

/** A row of GET standard-device/usable (the result's picker), as far as tests read it. */
export type PickerDevice = { id: string; name: string; measurand?: string | null; unusable?: string | null }

/** The first device of the picker that a result measuring `measurand` may record today. */
export const recordableDevice = (devices: readonly PickerDevice[], measurand: string) =>
  devices.find((device) => device.measurand === measurand && !device.unusable)
