import { describe, expect, it } from 'vitest'
import { NOTIFY_EVENT_CODES, NOTIFY_EVENTS } from '@/domain/notify/events'
import { maskEmail, maskPhone, renderText, unknownVariables, variablesOf } from '@/domain/notify/render'
import { DEFAULT_TEMPLATES } from '../../server/modules/notify/default-templates'

describe('message template rendering', () => {
  it('replaces each {variable} by its value and leaves one without a value as written', () => {
    expect(
      renderText('证书 {certificateNo} 将于 {dueDate} 到期，{dueDate}', {
        certificateNo: 'JZ-1',
        dueDate: '2026-12-31',
      }),
    ).toBe('证书 JZ-1 将于 2026-12-31 到期，2026-12-31')
    expect(renderText('{missing} {x}', { x: '$1 {y}' })).toBe('{missing} $1 {y}')
    expect(renderText('{ spaced } {1st} {}', {})).toBe('{ spaced } {1st} {}')
  })

  it('lists the variables a text names, once each, and those its event does not declare', () => {
    expect(variablesOf('{a}{b}{a}')).toEqual(['a', 'b'])
    expect(
      unknownVariables('recall.due', ['{customerName} {dueDate}', null, '{price} {price} {certificateNo}']),
    ).toEqual(['price'])
    expect(unknownVariables('auth.smsCode', ['{code}', '{minutes}'])).toEqual([])
  })

  it('masks phones and addresses as the send log shows them', () => {
    expect(maskPhone('13800000000')).toBe('138****0000')
    expect(maskPhone('12345')).toBe('*****')
    expect(maskEmail('alice@x.com')).toBe('a***@x.com')
    expect(maskEmail('nobody')).toBe('***')
  })

  it('has default templates that name only their events’ variables, one per event and channel', () => {
    for (const template of DEFAULT_TEMPLATES)
      expect(
        unknownVariables(template.event, [template.title, template.zh, template.en]),
        template.event,
      ).toEqual([])
    const keys = DEFAULT_TEMPLATES.map((template) => `${template.event}/${template.channel}`)
    expect(new Set(keys).size).toBe(keys.length)
    for (const code of NOTIFY_EVENT_CODES)
      expect(
        DEFAULT_TEMPLATES.some((template) => template.event === code),
        code,
      ).toBe(true)
    expect(Object.keys(NOTIFY_EVENTS['recall.due'].variables)).toContain('dueDate')
  })
})
