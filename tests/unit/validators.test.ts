import fc from 'fast-check'
import { describe, expect, it } from 'vitest'

import {
  VALIDATION_MESSAGES,
  VALIDATOR_NAMES,
  isValidatorName,
  validateAmount,
  validateBankCard,
  validateCreditCode,
  validateDigits1To9,
  validateEmail,
  validateFax,
  validateFormPhone,
  validateIdCard,
  validateLockPassword,
  validateMobile,
  validateNonNegativeInteger,
  validateNumber,
  validateNumberRequired,
  validatePhone,
  validatePhone1,
  validatePostcode,
  validateSerialNumber,
  validateUrl,
  validators,
  type FieldValue,
  type Validator,
} from '../../src/domain/validation'

const BLANKS: FieldValue[] = [null, undefined, '', '   ', '\t\n']

// Runs one validator over values that must pass and values that must fail with `message`.
const checkRule = (
  name: string,
  validate: Validator,
  message: string,
  cases: { valid: FieldValue[]; invalid: FieldValue[]; required?: boolean },
) => {
  describe(name, () => {
    it.each(cases.valid.map((v) => [v]))('accepts %j', (value) => {
      expect(validate(value)).toEqual({ ok: true })
    })
    it.each(cases.invalid.map((v) => [v]))('rejects %j', (value) => {
      expect(validate(value)).toEqual({ ok: false, message })
    })
    if (cases.required) {
      it.each(BLANKS.map((v) => [v]))('requires a value, rejecting %j', (value) => {
        expect(validate(value)).toEqual({ ok: false, message })
      })
    } else {
      it.each(BLANKS.map((v) => [v]))('lets the empty value %j pass', (value) => {
        expect(validate(value)).toEqual({ ok: true })
      })
    }
  })
}

checkRule('validateMobile', validateMobile, '请输入正确的手机号', {
  valid: ['13800138000', '19912345678', '10000000000', 13800138000],
  invalid: [
    '1380013800',
    '138001380001',
    '23800138000',
    '1380013800a',
    '+8613800138000',
    '138 0013 8000',
    1.5,
  ],
})

checkRule('validateEmail', validateEmail, '请输入正确的邮箱号', {
  valid: ['lab@example.com', 'zhang.san+cal@metro-lab.com.cn', 'a_b%c@x.io', 'QA@Example.ORG'],
  invalid: [
    'lab',
    'lab@',
    '@example.com',
    'lab@example',
    'lab@@example.com',
    'a..b@example.com',
    'lab@exa mple.com',
    'lab@-x.com',
    '.a@x.com',
  ],
})

describe('validatePostcode', () => {
  it('is the e-mail check, because the spec rule named postcode checks an e-mail', () => {
    expect(validatePostcode).toBe(validateEmail)
    expect(validatePostcode('410000')).toEqual({ ok: false, message: '请输入正确的邮箱号' })
    expect(validatePostcode('lab@example.com')).toEqual({ ok: true })
  })
})

checkRule('validateIdCard', validateIdCard, '请输入正确的身份证号', {
  valid: [
    '11010519491231002X',
    '11010519491231002x', // lower-case x, as phone keyboards type it
    '430102199003071234',
    '440306200002294560', // 29 February of a leap year
    '310115198510158713',
    '350203197211100012',
    '440524188001010014',
    '130503670401001', // legacy 15-digit: born 1967-04-01
    '430102900307123',
  ],
  invalid: [
    '110105194912310021', // wrong check character
    '430102199003071235',
    '440306190002294564', // 1900-02-29 does not exist (check character is right)
    '430102199013071231', // month 13
    '430102199002301239', // 30 February
    '030102199003071234', // region cannot start with 0
    '430102170003071234', // year 17xx
    '43010219900307123', // 17 digits
    '4301021990030712345',
    '430102900230123', // legacy with 30 February
    '43010290030712X',
    '11010519491231002Y',
    11010519491231002,
  ],
})

checkRule('validateCreditCode', validateCreditCode, '统一社会信用代码格式不正确', {
  valid: [
    '91350100M000100Y43',
    '91440300708461136T',
    '91330100716105852F',
    '91110108551385082Q',
    '91430100MA4L00000F',
    '12100000400000010X',
    '52430000MJJ0000012',
    '91350100m000100y43', // typed in lower case
  ],
  invalid: [
    '91350100M000100Y44', // wrong check character
    '91350100M000100Y4', // 17 characters
    '91350100M000100Y430',
    '91350100M000I00Y43', // I is not in the GB 32100 character set
    '91350100M000100O43', // nor O
    '9135010-M000100Y43',
    '91330100716105852S', // S is never a check character
  ],
})

checkRule('validateNumber', validateNumber, '请输入正确的数字', {
  valid: ['0', '42', '-7', '007', 42, -3, 0],
  invalid: ['4.2', '1e3', 'abc', '+1', '-', '1 2', 4.2, Number.NaN],
})

checkRule('validateNumberRequired', validateNumberRequired, '请输入正确的数字', {
  valid: ['0', '42', '-7', 42],
  invalid: ['4.2', 'abc'],
  required: true,
})

checkRule('validateDigits1To9', validateDigits1To9, '请输入正确的数字', {
  valid: ['1', '9', '123456789', '998', 12],
  invalid: ['0', '10', '-1', '1.5', 'a', 0],
})

checkRule('validatePhone', validatePhone, '请输入正确的电话(手机)号码', {
  valid: [
    '13800138000',
    '0731-84567890',
    '010-12345678',
    '073184567890',
    '84567890',
    '8456789',
    '(0731)84567890',
    '0731-84567890-8021',
    '0731-84567890转123',
    '84567890#12',
    '400-123-4567',
    '8001234567',
  ],
  invalid: [
    '1380013800',
    '23800138000',
    '0731-845678',
    '0731-845678901',
    '01234567',
    '0731 84567890',
    'abc',
    '0731-84567890-',
  ],
})

checkRule('validatePhone1', validatePhone1, '请输入正确的电话(手机)号码', {
  valid: ['13800138000', '0731-84567890', '010-12345678', '84567890'],
  invalid: ['1380013800', 'abc'],
  required: true,
})

checkRule('validateFax', validateFax, '请输入正确的传真(电话)号码', {
  valid: ['0731-84567890', '010-12345678', '84567890', '0731-84567890-1'],
  invalid: ['13800138000', '12345', 'fax', '0731-8456'],
})

checkRule('validateBankCard', validateBankCard, '请输入正确的银行卡号', {
  valid: ['622202100112345', '6222021001123456789'],
  invalid: [
    '6222021001123456',
    '62220210011234',
    '62220210011234567890',
    '622202100112345a',
    '6222 0210 0112 3456 789',
  ],
})

checkRule('validateSerialNumber', validateSerialNumber, '序号只能为数字,且最多两位小数', {
  valid: ['1', '01', '12.5', '12.25', '0.01', 3, 3.25],
  invalid: ['12.345', '-1', '1.', '.5', 'a1', '1,5', 3.125],
})

checkRule('validateNonNegativeInteger', validateNonNegativeInteger, '请输入大于等于0的整数', {
  valid: ['0', '7', '120', 0, 15],
  invalid: ['-1', '1.5', 'abc', '+3', -1, 1.5],
})

checkRule('validateAmount', validateAmount, '请输入数字,可带两位小数', {
  valid: ['0', '0.5', '12', '12.3', '12.30', '1000000.99', 12.3, 0],
  invalid: ['12.345', '-1', '012', '.5', '1.', '1,000', '¥12', 12.345],
})

checkRule('validateUrl', validateUrl, '请输入正确的网址', {
  valid: ['http://example.com', 'https://lims.example.cn:8443/report?id=7#top', 'HTTPS://EXAMPLE.COM'],
  invalid: [
    'example.com',
    'ftp://example.com',
    'http://',
    'https:/example.com',
    'http://exa mple.com',
    'www.http.com',
  ],
})

describe('validateFormPhone', () => {
  it.each(BLANKS.map((v) => [v]))('requires a value, rejecting %j', (value) => {
    expect(validateFormPhone(value)).toEqual({ ok: false, message: '手机号码不能为空' })
  })
  it.each([['1380013800'], ['138001380001'], ['0731-84567890'], [1380013800]])(
    'rejects the length of %j',
    (value) => {
      expect(validateFormPhone(value)).toEqual({ ok: false, message: '手机号码长度不为11位' })
    },
  )
  it.each([['23800138000'], ['010-1234567'], ['1380013800a'], ['01012345678']])(
    'rejects the 11-character non-mobile %j',
    (value) => {
      expect(validateFormPhone(value)).toEqual({ ok: false, message: '手机号码格式不正确' })
    },
  )
  it.each([['13800138000'], ['19912345678'], [13800138000]])(
    'accepts the mobile %j (the intent, not the inverted original)',
    (value) => {
      expect(validateFormPhone(value)).toEqual({ ok: true })
    },
  )
})

describe('validateLockPassword', () => {
  it.each(BLANKS.map((v) => [v]))('rejects the empty value %j', (value) => {
    expect(validateLockPassword(value)).toEqual({ ok: false, message: '锁屏密码不能为空' })
  })
  it.each([['secret'], ['0'], [0], [' a ']])('accepts %j', (value) => {
    expect(validateLockPassword(value)).toEqual({ ok: true })
  })
})

describe('check characters catch every single-character typo', () => {
  const ID_DIGITS = '0123456789'
  const CREDIT_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY'
  const replaceAt = (text: string, index: number, char: string) =>
    text.slice(0, index) + char + text.slice(index + 1)

  it('for ID card numbers (GB 11643, mod 11)', () => {
    const valid = '430102199003071234'
    fc.assert(
      fc.property(fc.integer({ min: 14, max: 16 }), fc.constantFrom(...ID_DIGITS), (index, char) => {
        // Positions 14-16 are the sequence number, free of date rules, so only the check digit can object.
        fc.pre(valid[index] !== char)
        expect(validateIdCard(replaceAt(valid, index, char)).ok).toBe(false)
      }),
    )
  })

  it('for unified social credit codes (GB 32100, mod 31)', () => {
    const valid = '91350100M000100Y43'
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 17 }), fc.constantFrom(...CREDIT_CHARS), (index, char) => {
        fc.pre(valid[index] !== char)
        expect(validateCreditCode(replaceAt(valid, index, char)).ok).toBe(false)
      }),
    )
  })
})

describe('validators registry', () => {
  it('resolves every name to its validator', () => {
    expect(Object.keys(validators).sort()).toEqual([...VALIDATOR_NAMES].sort())
    expect(validators.postcode).toBe(validateEmail)
    expect(validators.mobile).toBe(validateMobile)
    expect(validators.numberRequired).toBe(validateNumberRequired)
    expect(validators.formPhone).toBe(validateFormPhone)
  })

  it('tells names from other strings', () => {
    expect(isValidatorName('idCard')).toBe(true)
    expect(isValidatorName('zipCode')).toBe(false)
  })

  it('keeps the spec messages verbatim, ASCII comma and parentheses included', () => {
    expect(VALIDATION_MESSAGES.serialNumber).toBe('序号只能为数字,且最多两位小数')
    expect(VALIDATION_MESSAGES.amount).toBe('请输入数字,可带两位小数')
    expect(VALIDATION_MESSAGES.phone).toBe('请输入正确的电话(手机)号码')
    expect(VALIDATION_MESSAGES.fax).toBe('请输入正确的传真(电话)号码')
    for (const message of Object.values(VALIDATION_MESSAGES)) expect(message).not.toMatch(/[，（）]/)
  })

  it('is frozen', () => {
    expect(Object.isFrozen(validators)).toBe(true)
  })
})
