import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

export type ErrorStatus = 403 | 404 | 500

export const ERROR_PAGES: Record<ErrorStatus, { title: MessageDescriptor; sentence: MessageDescriptor }> = {
  403: {
    title: msg`无权访问`,
    sentence: msg`抱歉，您没有访问该页面的权限。如需使用，请联系管理员分配权限。`,
  },
  404: { title: msg`页面不存在`, sentence: msg`抱歉，您访问的页面不存在或已被移除。` },
  500: { title: msg`服务器出错`, sentence: msg`抱歉，服务器出了点问题，请稍后重试。` },
}

/** The route's title (staticData.title). */
export const errorPageTitle = (status: ErrorStatus) => () => i18n._(ERROR_PAGES[status].title)
