import { api } from '@/api/client'
import { requestBlob } from '@/api/blob'
import { unwrapEnvelope } from '@/api/envelope'
import { NO_LOADING } from '@/api/requestFlags'
import { fetchResourcePage } from '@/api/resources'
import type { ResourceDeclaration, SearchPayload } from '@/domain/resources'

/** GET /api/hm-crm/customer-account/mine: whether the lab has linked the signed-in account, and to whom. */
export const fetchOwnLink = () => unwrapEnvelope(api.GET('/api/hm-crm/customer-account/mine'))

export type OwnLink = Awaited<ReturnType<typeof fetchOwnLink>>

/**
 * A page of one of the portal's lists. The pages show their own loaders (a card list that grows with 加载更多),
 * so no full-screen overlay.
 */
export const fetchPortalPage = (
  resource: ResourceDeclaration,
  payload: SearchPayload,
  paging: { current: number; size: number },
) => fetchResourcePage(resource, payload, paging, NO_LOADING)

/** The frozen PDF of one of her certificates, as the lab issued it (its SHA-256 is on the certificate's card). */
export const fetchCertificatePdf = (id: string) =>
  requestBlob(`/api/hm-metrology/certificate/pdf?${new URLSearchParams({ id })}`)

/** The PDF of one of her quotes, contracts or invoices, as the lab prints it. */
/** GET certificate/dcc: the Digital Calibration Certificate (XML) of one of her certificates. */
export const fetchCertificateDcc = (id: string) =>
  requestBlob(`/api/hm-metrology/certificate/dcc?${new URLSearchParams({ id })}`)

export const fetchFinancePdf = (kind: 'quote' | 'contract' | 'invoice', id: string) =>
  requestBlob(`/api/hm-finance/${kind}/pdf?${new URLSearchParams({ id })}`)
