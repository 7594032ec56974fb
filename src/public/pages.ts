import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { PublicQueryPath } from '@/domain/publicRoutes'

/**
 * What a public path shows: a lookup by number and check code, reports by phone number, the list of queries,
 * a precious metal label lookup, the charge standards, a questionnaire or a notice.
 */
export type PublicPageKind = 'lookup' | 'phone' | 'index' | 'metal' | 'charges' | 'survey' | 'notice'

export type PublicPageDefinition = {
  kind: PublicPageKind
  title: MessageDescriptor
  summary: MessageDescriptor
}

const lookup = (title: MessageDescriptor, summary: MessageDescriptor): PublicPageDefinition => ({
  kind: 'lookup',
  title,
  summary,
})

export const PUBLIC_PAGES: Record<PublicQueryPath, PublicPageDefinition> = {
  '/certificateFalsification': lookup(
    msg`证书查询`,
    msg`输入证书编号和证书上的校验码，或扫描证书上的二维码，核验证书的真伪与状态。`,
  ),
  '/cert': lookup(msg`鉴定证书查询`, msg`输入证书编号和校验码，查询证书的真伪与状态。`),
  '/report': lookup(msg`检验报告查询`, msg`输入报告编号和报告上的校验码，查询检验报告。`),
  '/reportQuery': lookup(msg`客户专属查询服务`, msg`输入报告或证书编号和校验码，查询其真伪与状态。`),
  '/searchIndex': {
    kind: 'index',
    title: msg`查询服务`,
    summary: msg`证书、报告、收费标准等各类查询的入口。`,
  },
  '/searchJWIndex': {
    kind: 'index',
    title: msg`珠宝查询`,
    summary: msg`珠宝玉石鉴定证书与贵金属标签的查询入口。`,
  },
  '/query': { kind: 'index', title: msg`查询列表`, summary: msg`选择要使用的查询服务。` },
  '/phoneSearchReportPage': {
    kind: 'phone',
    title: msg`报告查询`,
    summary: msg`凭送检时登记的手机号，查询检测报告。`,
  },
  '/metal': {
    kind: 'metal',
    title: msg`贵金属标签查询`,
    summary: msg`输入标签编号，查询贵金属饰品的检测标签。`,
  },
  '/charge-standard-search': {
    kind: 'charges',
    title: msg`收费标准查询`,
    summary: msg`按类别、器具名称查询检定校准收费标准。`,
  },
  '/template-evart': { kind: 'survey', title: msg`问卷调查`, summary: msg`填写客户满意度调查问卷。` },
  '/detail-info-notice': {
    kind: 'notice',
    title: msg`公告详情`,
    summary: msg`查看检测机构发布的公告。`,
  },
}

/** The queries the landing pages lead to, in order. */
export const QUERY_LINKS: readonly PublicQueryPath[] = [
  '/certificateFalsification',
  '/report',
  '/phoneSearchReportPage',
  '/cert',
  '/metal',
  '/charge-standard-search',
]
