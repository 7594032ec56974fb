import { getJson } from './api'
import type { AnswerOf } from './apiTypes'

export type NoticeList = AnswerOf<'/api/public/notice/list', 'get'>
export type NoticeSummary = NoticeList['records'][number]
export type NoticeDetail = AnswerOf<'/api/public/notice/detail', 'get'>

export const NOTICE_PAGE_SIZE = 10

const query = (entries: Record<string, string | number | null>) =>
  new URLSearchParams(
    Object.entries(entries).flatMap(([key, value]) => (value === null ? [] : [[key, String(value)]])),
  ).toString()

export const fetchNotices = (tenantId: string | null, current: number) =>
  getJson<NoticeList>(`/api/public/notice/list?${query({ tenantId, current, size: NOTICE_PAGE_SIZE })}`)

export const fetchNotice = (tenantId: string | null, id: string) =>
  getJson<NoticeDetail>(`/api/public/notice/detail?${query({ tenantId, id })}`)

/** The link of one notice on this page, keeping the lab it was opened for. */
export const noticeHref = (tenantId: string | null, id?: string) => {
  const search = query({ id: id ?? null, tenantId })
  return search ? `/detail-info-notice?${search}` : '/detail-info-notice'
}
