import { describe, expect, it } from 'vitest'
import { isStrongPassword } from '../../src/domain/validation'

describe('the password policy shared by the server and the forms', () => {
  it('needs at least 8 characters with letters and digits', () => {
    expect(isStrongPassword('Second2lab')).toBe(true)
    expect(isStrongPassword('abcdefg1')).toBe(true)
    expect(isStrongPassword('abc1234')).toBe(false)
    expect(isStrongPassword('metrodesk')).toBe(false)
    expect(isStrongPassword('12345678')).toBe(false)
    expect(isStrongPassword('')).toBe(false)
  })
})
