import { describe, expect, it } from 'vitest'
import { PUBLIC_QUERY_PATHS, publicQueryPathOf } from '@/domain/publicRoutes'
import { opensAppShell, opensPublicPage } from '../../sw/navigation'

describe('the public query pages are their own document', () => {
  it('knows every public query route of spec §2', () => {
    expect([...PUBLIC_QUERY_PATHS].sort()).toEqual(
      [
        '/certificateFalsification',
        '/phoneSearchReportPage',
        '/searchIndex',
        '/searchJWIndex',
        '/cert',
        '/metal',
        '/report',
        '/reportQuery',
        '/query',
        '/detail-info-notice',
        '/charge-standard-search',
        '/template-evart',
      ].sort(),
    )
  })

  it('matches a path exactly, a trailing slash allowed', () => {
    expect(publicQueryPathOf('/cert')).toBe('/cert')
    expect(publicQueryPathOf('/cert/')).toBe('/cert')
    expect(publicQueryPathOf('/certificate')).toBeNull()
    expect(publicQueryPathOf('/cert/x')).toBeNull()
    expect(publicQueryPathOf('/report.pdf')).toBeNull()
    expect(publicQueryPathOf('/')).toBeNull()
    expect(publicQueryPathOf('/login')).toBeNull()
  })

  it('the worker opens public.html for them, with the QR code query string, and the staff shell for the rest', () => {
    expect(opensPublicPage('/certificateFalsification?tenantId=100001&no=YLJD202600001&code=ABCDEFGH')).toBe(
      true,
    )
    expect(opensPublicPage('/searchIndex')).toBe(true)
    expect(opensPublicPage('/report/')).toBe(true)
    expect(opensPublicPage('/reportQueryX')).toBe(false)
    expect(opensPublicPage('/wel/index')).toBe(false)
    expect(opensPublicPage('/api/public/certificate/verify')).toBe(false)
    expect(opensAppShell('/wel/index')).toBe(true)
  })
})
