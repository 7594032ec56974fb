import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * The public query pages of spec §2 (reachable without signing in). Their queries come in a later issue;
 * until then each page shows its real title, what it will offer, and that it is not yet available.
 */
export type PublicPageKey =
  | 'certificateFalsification'
  | 'phoneSearchReportPage'
  | 'searchIndex'
  | 'searchJWIndex'
  | 'cert'
  | 'metal'
  | 'report'
  | 'reportQuery'
  | 'query'
  | 'detailInfoNotice'
  | 'chargeStandardSearch'
  | 'templateEvart'

export type PublicPageText = { title: MessageDescriptor; summary: MessageDescriptor }

export const PUBLIC_PAGES: Record<PublicPageKey, PublicPageText> = {
  certificateFalsification: {
    title: msg`证书查询`,
    summary: msg`输入证书编号，核验计量证书的真伪与内容。`,
  },
  phoneSearchReportPage: {
    title: msg`报告查询`,
    summary: msg`凭送检时登记的手机号，查询检测报告。`,
  },
  searchIndex: {
    title: msg`查询服务`,
    summary: msg`证书、报告、收费标准等各类查询的入口。`,
  },
  searchJWIndex: {
    title: msg`珠宝查询`,
    summary: msg`查询珠宝玉石检测结果。`,
  },
  cert: {
    title: msg`鉴定证书查询`,
    summary: msg`输入证书编号，查询鉴定证书。`,
  },
  metal: {
    title: msg`贵金属标签查询`,
    summary: msg`输入标签编号，查询贵金属饰品的检测标签。`,
  },
  report: {
    title: msg`检验报告查询`,
    summary: msg`输入报告编号，查询检验报告。`,
  },
  reportQuery: {
    title: msg`客户专属查询服务`,
    summary: msg`为签约客户提供的专属报告与证书查询。`,
  },
  query: {
    title: msg`查询列表`,
    summary: msg`查看查询结果列表。`,
  },
  detailInfoNotice: {
    title: msg`公告详情`,
    summary: msg`查看首页公告的全文。`,
  },
  chargeStandardSearch: {
    title: msg`收费标准查询`,
    summary: msg`按项目查询计量检测的收费标准。`,
  },
  templateEvart: {
    title: msg`问卷调查`,
    summary: msg`填写客户满意度问卷。`,
  },
}

/** The route's title (staticData.title): the page's name in the current language. */
export const publicPageTitle = (page: PublicPageKey) => () => i18n._(PUBLIC_PAGES[page].title)
