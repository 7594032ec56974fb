import type { TrafficChoices } from '@/api/routePlans'
import type { DraftTraffic } from '@/domain/registration/draft'

/*
 * A registration's 用车 picks its vehicle and driver from the lab's records, and still takes a plate or a
 * name typed by hand (a hired car): a typed value that is a record's keeps that record's id, any other
 * clears it, so the draft never holds an id that disagrees with its text.
 */

const same = (a: string, b: string) => a.trim().toLocaleUpperCase() === b.trim().toLocaleUpperCase()

/** The line's plate and the vehicle it names, if it is one of the records. */
export function withCarNumber(choices: TrafficChoices | undefined, carNumber: string): Partial<DraftTraffic> {
  const car = choices?.vehicles.find((candidate) => same(candidate.plateNumber, carNumber))
  return car ? { carNumber: car.plateNumber, carId: car.id } : { carNumber, carId: null }
}

/** The line's driver and the user she is, if the name is one of the lab's staff (the first of equal names). */
export function withDriverName(
  choices: TrafficChoices | undefined,
  driverStaffName: string,
): Partial<DraftTraffic> {
  const driver = choices?.drivers.find((candidate) => candidate.realName === driverStaffName.trim())
  return driver
    ? { driverStaffName: driver.realName, driverUserId: driver.id }
    : { driverStaffName, driverUserId: null }
}

/** The options the inputs offer: plates (unique) and staff names (each once). */
export const plateOptions = (choices: TrafficChoices | undefined): string[] =>
  (choices?.vehicles ?? []).map((car) => car.plateNumber)

export const driverOptions = (choices: TrafficChoices | undefined): string[] => [
  ...new Set((choices?.drivers ?? []).map((driver) => driver.realName)),
]
