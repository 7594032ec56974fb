import { encodeSearchParam, type SearchPayload } from '@/domain/resources'

/*
 * The search payloads of the portal's lists: the spec's wire format, as every list sends it. The pages add no
 * customer condition: the server confines every list to the customer her account is linked to.
 */

/** 我的委托: newest first. */
export const ORDERS_PAYLOAD: SearchPayload = { descs: 'createTime' }

/** The samples (instruments) of one of her orders, by their numbers. */
export const samplesPayload = (orderId: string): SearchPayload => ({
  searchParam: encodeSearchParam([{ field: 'orderId', op: '=', value: orderId }]),
  ascs: 'sampleNo',
})

/** 我的器具: the soonest due first (those without a date last), then by name. */
export const INSTRUMENTS_PAYLOAD: SearchPayload = { ascs: 'nextDueDate,name' }

/** 我的证书: newest first; a typed text finds a certificate by its number or by the instrument's name. */
export function certificatesPayload(text: string): SearchPayload {
  const value = text.trim()
  if (!value) return { descs: 'approvedAt' }
  return {
    descs: 'approvedAt',
    searchType: 'Y',
    searchListVO: [
      {
        searchParams: [
          { searchFilter: 'reportNo', searchOp: 'LIKE', searchValue: value, valueType: 'text' },
          {
            searchType: 'or',
            searchFilter: 'sampleName',
            searchOp: 'LIKE',
            searchValue: value,
            valueType: 'text',
          },
        ],
      },
    ],
  }
}

/** 我的费用 › 账单: her orders as bills, newest first. */
export const BILLS_PAYLOAD: SearchPayload = { descs: 'createTime' }

/** 我的费用 › 发票: newest first. */
export const INVOICES_PAYLOAD: SearchPayload = { descs: 'issuedOn,createTime' }

/** 我的费用 › 报价单: only quotes the lab has reviewed (a draft is still the lab's own business), newest first. */
export const QUOTES_PAYLOAD: SearchPayload = {
  searchParam: encodeSearchParam([{ field: 'examineStatus', op: '=', value: '300' }]),
  descs: 'createTime',
}

/** 我的费用 › 合同: newest first. */
export const CONTRACTS_PAYLOAD: SearchPayload = { descs: 'createTime' }
