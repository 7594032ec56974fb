import { describe, expect, it } from 'vitest'
import { CHARGE_PRICE_PATTERN } from '@/domain/resources/charges'
import {
  NOTICE_STATUS,
  noticeParagraphs,
  noticeTransition,
  publicNoticeUrl,
} from '@/domain/resources/notices'

describe('a notice moves draft → released ⇄ withdrawn', () => {
  it('releases drafts and withdrawn notices, withdraws only released ones', () => {
    expect(noticeTransition(NOTICE_STATUS.draft, 'release')).toBe(NOTICE_STATUS.released)
    expect(noticeTransition(NOTICE_STATUS.withdrawn, 'release')).toBe(NOTICE_STATUS.released)
    expect(noticeTransition(NOTICE_STATUS.released, 'release')).toBeNull()
    expect(noticeTransition(NOTICE_STATUS.released, 'withdraw')).toBe(NOTICE_STATUS.withdrawn)
    expect(noticeTransition(NOTICE_STATUS.draft, 'withdraw')).toBeNull()
    expect(noticeTransition(NOTICE_STATUS.withdrawn, 'withdraw')).toBeNull()
    expect(noticeTransition(9, 'release')).toBeNull()
  })
})

describe('a notice is plain text: blank lines make paragraphs', () => {
  it('splits on blank lines and keeps the lines within a paragraph', () => {
    expect(noticeParagraphs('第一段\n第一段续\n\n第二段')).toEqual(['第一段\n第一段续', '第二段'])
  })

  it('takes Windows line ends, several blank lines and whitespace-only lines as one break', () => {
    expect(noticeParagraphs('甲\r\n\r\n\r\n乙\n  \n丙\n\u3000\n丁')).toEqual(['甲', '乙', '丙', '丁'])
  })

  it('drops empty paragraphs and trailing spaces, and leaves markup as text', () => {
    expect(noticeParagraphs('\n\n<b>粗体</b>  \n\n\n')).toEqual(['<b>粗体</b>'])
    expect(noticeParagraphs('   ')).toEqual([])
  })
})

describe('the public link of a notice', () => {
  it('names the lab when known', () => {
    expect(publicNoticeUrl('0190-ab', '100001')).toBe('/detail-info-notice?id=0190-ab&tenantId=100001')
    expect(publicNoticeUrl('0190-ab')).toBe('/detail-info-notice?id=0190-ab')
  })
})

describe('a charge standard price', () => {
  const valid = (text: string) => new RegExp(CHARGE_PRICE_PATTERN).test(text)

  it('is a non-negative amount with at most two decimals that fits numeric(12,2)', () => {
    for (const text of ['0', '0.5', '40', '40.00', '1200.5', '9999999999.99'])
      expect(valid(text), text).toBe(true)
    for (const text of ['-1', '1.234', '01', '1.', '.5', '1e3', '¥40', '12345678901', ' 40', ''])
      expect(valid(text), text).toBe(false)
  })
})
