import { describe, expect, it } from 'vitest'
import { driverOptions, withCarNumber, withDriverName } from '@/features/pickup/trafficChoices'

const choices = {
  vehicles: [{ id: 'v1', plateNumber: '湘A·12345', model: null }],
  drivers: [
    { id: 'u1', realName: '取件员', phone: null },
    { id: 'u2', realName: '取件员', phone: null },
  ],
}

describe('a registration’s vehicle and driver picked from the records', () => {
  it('keeps the record’s id for a plate or name that is one, and clears it for any other', () => {
    expect(withCarNumber(choices, '湘a·12345')).toEqual({ carNumber: '湘A·12345', carId: 'v1' })
    expect(withCarNumber(choices, '湘B·99999')).toEqual({ carNumber: '湘B·99999', carId: null })
    expect(withCarNumber(undefined, '湘A·12345')).toEqual({ carNumber: '湘A·12345', carId: null })
    expect(withDriverName(choices, '取件员')).toEqual({ driverStaffName: '取件员', driverUserId: 'u1' })
    expect(withDriverName(choices, '临时司机')).toEqual({ driverStaffName: '临时司机', driverUserId: null })
    expect(driverOptions(choices)).toEqual(['取件员'])
  })
})
