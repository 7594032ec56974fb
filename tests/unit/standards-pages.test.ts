import { describe, expect, it } from 'vitest'
import type { SuspectCertificate } from '@/api/standards/types'
import {
  asksOutOfTolerance,
  expiredInUse,
  markable,
  orNull,
  reportIdsToMark,
  tracedInHouse,
} from '@/features/standards/deviceMarks'
import { firstWithCount } from '@/ui/layout/firstWithCount'
import {
  checkInput,
  emptyCheckDraft,
  emptyTraceDraft,
  missingCheckInputs,
  missingTraceInputs,
  traceInput,
} from '@/features/standards/recordDrafts'

const TODAY = '2026-11-27'

describe('the register marks a device in use past its valid-until', () => {
  it('marks it from the day after its valid-until, on the lab calendar', () => {
    expect(expiredInUse({ status: 1, validUntil: '2026-11-26' }, TODAY)).toBe(true)
    expect(expiredInUse({ status: 1, validUntil: '2026-11-27' }, TODAY)).toBe(false)
    expect(expiredInUse({ status: '1', validUntil: '2026-11-26T00:00:00' }, TODAY)).toBe(true)
  })

  it('leaves out devices not in use and those without a date', () => {
    expect(expiredInUse({ status: 5, validUntil: '2020-01-01' }, TODAY)).toBe(false)
    expect(expiredInUse({ status: 2, validUntil: '2020-01-01' }, TODAY)).toBe(false)
    expect(expiredInUse({ status: 1, validUntil: null }, TODAY)).toBe(false)
    expect(expiredInUse({ status: 1 }, TODAY)).toBe(false)
  })

  it('asks whether it was found out of tolerance only when it goes for repair', () => {
    expect(asksOutOfTolerance(5)).toBe(true)
    for (const state of [1, 2, 3, 4]) expect(asksOutOfTolerance(state)).toBe(false)
    expect(asksOutOfTolerance(null)).toBe(false)
  })
})

const certificate = (
  reportId: string,
  standing: SuspectCertificate['standing'],
  review: SuspectCertificate['review'] = null,
): SuspectCertificate => ({
  reportId,
  certificateNo: `ZS${reportId}`,
  customerId: null,
  customerName: '客户',
  instrumentName: '压力表',
  issueDate: '2026-10-01',
  standing,
  viaStandardName: null,
  review,
})

describe('marking suspect certificates for review', () => {
  const list = [
    certificate('a', 'valid'),
    certificate('b', 'under_review', { id: 'r1', state: 'open' }),
    certificate('c', 'revoked'),
    certificate('d', 'valid'),
    certificate('e', 'valid', { id: 'r2', state: 'confirmed' }),
  ]

  it('offers only valid certificates not reviewed yet', () => {
    expect(list.filter(markable).map((item) => item.reportId)).toEqual(['a', 'd'])
  })

  it('sends the ticked ones that may still be marked, in the list order', () => {
    expect(reportIdsToMark(list, new Set(['d', 'b', 'a', 'c', 'x']))).toEqual(['a', 'd'])
    expect(reportIdsToMark(list, new Set())).toEqual([])
  })
})

describe('登记结果', () => {
  const filled = {
    ...emptyTraceDraft(TODAY),
    deviceId: 'device',
    traceType: '2',
    agency: ' 省计量院 ',
    certificateNo: ' JZ-1 ',
    result: '1',
  }

  it('needs the device, the date, how it was traced, its certificate and result', () => {
    expect(missingTraceInputs(emptyTraceDraft(TODAY))).toEqual([
      'deviceId',
      'traceType',
      'agency',
      'certificateNo',
      'result',
    ])
    expect(missingTraceInputs(filled)).toEqual([])
  })

  it('asks a self-calibration for its procedure instead of an agency', () => {
    expect(tracedInHouse(4)).toBe(true)
    expect(missingTraceInputs({ ...filled, traceType: '4', agency: '' })).toEqual(['procedureVersionId'])
    expect(missingTraceInputs({ ...filled, traceType: '4', agency: '', procedureVersionId: 'v' })).toEqual([])
  })

  it('sends numbers as numbers, blanks as null, and only what the trace type asks for', () => {
    expect(traceInput({ ...filled, procedureVersionId: 'v', corrections: '  ' })).toEqual({
      deviceId: 'device',
      planLineId: null,
      traceDate: TODAY,
      traceType: 2,
      agency: '省计量院',
      procedureVersionId: null,
      certificateNo: 'JZ-1',
      certificateFileId: null,
      result: 1,
      corrections: null,
      validUntil: null,
    })
    const inHouse = traceInput({ ...filled, traceType: '4', procedureVersionId: 'v', planLineId: 'line' })
    expect(inHouse).toMatchObject({ agency: null, procedureVersionId: 'v', planLineId: 'line', traceType: 4 })
  })
})

describe('登记核查', () => {
  it('needs the device, the date, the values and the verdict', () => {
    expect(missingCheckInputs(emptyCheckDraft(TODAY))).toEqual(['deviceId', 'checkValues', 'verdict'])
  })

  it('sends the verdict as a number and a blank remark or procedure as null', () => {
    const draft = { ...emptyCheckDraft(TODAY), deviceId: 'd', checkValues: ' 10.001 g ', verdict: '2' }
    expect(checkInput(draft)).toEqual({
      deviceId: 'd',
      checkDate: TODAY,
      procedureVersionId: null,
      checkValues: '10.001 g',
      verdict: 2,
      remark: null,
    })
    expect(orNull('  ')).toBeNull()
  })
})

describe('the due list', () => {
  const order = ['overdue', 'd30', 'd60', 'd90'] as const
  it('opens on the most pressing segment that has devices', () => {
    expect(firstWithCount({ overdue: 0, d30: 0, d60: 2, d90: 1 }, order, 'overdue')).toBe('d60')
    expect(firstWithCount({ overdue: 1, d30: 3, d60: 0, d90: 0 }, order, 'overdue')).toBe('overdue')
  })
  it('opens on 已过期 when nothing falls due or the counts have not come', () => {
    expect(firstWithCount({ overdue: 0, d30: 0, d60: 0, d90: 0 }, order, 'overdue')).toBe('overdue')
    expect(firstWithCount(undefined, order, 'overdue')).toBe('overdue')
  })
})
