import { describe, expect, it } from 'vitest'
import {
  LABEL_APPLY_STATE as S,
  labelApplyActions,
  labelApplyEditable,
  labelApplyNext,
} from '@/domain/labelApply'
import {
  verificationLabelHtml,
  verificationLabelZpl,
  type VerificationLabelData,
} from '../../server/modules/print/label'
import { labelVerificationUrl } from '../../server/modules/label-apply/print'

describe('the label application’s states', () => {
  it('goes draft → submitted → approved → issued, or back to the applicant refused', () => {
    expect(labelApplyNext(S.draft, 'submit')).toBe(S.submitted)
    expect(labelApplyNext(S.submitted, 'approve')).toBe(S.approved)
    expect(labelApplyNext(S.submitted, 'refuse')).toBe(S.refused)
    expect(labelApplyNext(S.refused, 'submit')).toBe(S.submitted)
    expect(labelApplyNext(S.approved, 'issue')).toBe(S.issued)
  })

  it('opens no step twice and none out of order', () => {
    expect(labelApplyNext(S.draft, 'approve')).toBeNull()
    expect(labelApplyNext(S.submitted, 'issue')).toBeNull()
    expect(labelApplyNext(S.approved, 'refuse')).toBeNull()
    expect(labelApplyActions(S.issued)).toEqual([])
    expect(labelApplyActions(S.submitted)).toEqual(['approve', 'refuse'])
  })

  it('lets only a draft or a refused application change', () => {
    expect([S.draft, S.submitted, S.approved, S.refused, S.issued].map(labelApplyEditable)).toEqual([
      true,
      false,
      false,
      true,
      false,
    ])
  })
})

describe('the verification label', () => {
  const label: VerificationLabelData = {
    labShortName: '华东计量院',
    labelNumber: 'JB2026000042',
    instrumentName: '弹性元件式一般压力表',
    instrumentDetail: 'Y-100 / F^01',
    certificateNumber: 'RGJD202600007',
    validUntil: '2027-01-09',
    publicUrl: labelVerificationUrl('https://lab.example.com', '100001', 'RGJD202600007'),
  }

  it('points its QR code at the certificate’s public page with the number, never the check code', () => {
    expect(label.publicUrl).toBe(
      'https://lab.example.com/certificateFalsification?tenantId=100001&no=RGJD202600007',
    )
  })

  it('prints the label number, certificate and valid-until in ZPL, escaping ^ in the data', () => {
    const zpl = verificationLabelZpl(label)
    expect(zpl.match(/\^XA/g)).toHaveLength(1)
    for (const text of ['JB2026000042', 'RGJD202600007', '有效期至 2027-01-09', '检定合格'])
      expect(zpl).toContain(text)
    expect(zpl).toContain('F_5E01')
    expect(zpl).toContain(`^FDMA,${label.publicUrl}^FS`)
  })

  it('prints the same in HTML with an inline QR code, escaped', () => {
    const html = verificationLabelHtml({ ...label, instrumentName: '<b>表</b>' })
    for (const text of ['JB2026000042', 'RGJD202600007', '有效期至 2027-01-09', '检定合格', '<svg'])
      expect(html).toContain(text)
    expect(html).toContain('&lt;b&gt;表&lt;/b&gt;')
    expect(verificationLabelHtml({ ...label, validUntil: null })).toContain('有效期至 —')
  })
})
