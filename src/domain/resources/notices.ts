import { defineResource } from './types'

/*
 * Notices the lab publishes (公告, issue 7). Staff write them as drafts here; 发布 makes one public (the staff
 * home lists it, anyone may read it at /detail-info-notice?id=) and 撤回 takes it back. Releasing and
 * withdrawing are explicit routes (server/modules/notice), never a status written by the form.
 */

/** notice.status: 1 draft, 2 released, 3 withdrawn. */
export const NOTICE_STATUS = { draft: 1, released: 2, withdrawn: 3 } as const
export type NoticeStatus = (typeof NOTICE_STATUS)[keyof typeof NOTICE_STATUS]

export type NoticeAction = 'release' | 'withdraw'

/**
 * The state a notice moves to by an action, or null when the action does not apply: a draft or a withdrawn
 * notice may be released (again, with a new release time); only a released one may be withdrawn.
 */
export function noticeTransition(status: number, action: NoticeAction): NoticeStatus | null {
  if (action === 'release')
    return status === NOTICE_STATUS.draft || status === NOTICE_STATUS.withdrawn
      ? NOTICE_STATUS.released
      : null
  return status === NOTICE_STATUS.released ? NOTICE_STATUS.withdrawn : null
}

/** Blank lines separate paragraphs; lines within a paragraph stay as written. Empty paragraphs are dropped. */
export const noticeParagraphs = (content: string): string[] =>
  content
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t\u3000]*\n/)
    .map((paragraph) => paragraph.replace(/^\n+|\s+$/g, ''))
    .filter((paragraph) => paragraph.trim() !== '')

/** Where anyone reads a released notice: the public page, naming the lab when it is known. */
export const publicNoticeUrl = (id: string, tenantId?: string | null) =>
  `/detail-info-notice?${new URLSearchParams({ id, ...(tenantId ? { tenantId } : {}) }).toString()}`

export const notices = defineResource({
  code: 'notice',
  label: { zh: '公告管理', en: 'Notices' },
  table: 'notice',
  base: '/api/blade-desk/notice',
  permission: 'notice',
  titleField: 'title',
  defaultSort: { field: 'createTime', order: 'desc' },
  fields: [
    {
      name: 'title',
      label: { zh: '标题', en: 'Title' },
      type: 'input',
      data: 'text',
      required: true,
      maxLength: 200,
      sortable: true,
      searchByDefault: true,
      width: 280,
    },
    {
      name: 'category',
      label: { zh: '类别', en: 'Category' },
      type: 'input',
      data: 'text',
      maxLength: 64,
      searchByDefault: true,
      width: 110,
      hint: { zh: '如 通知、公告、新闻', en: 'e.g. notice, announcement, news' },
    },
    {
      name: 'content',
      label: { zh: '内容', en: 'Content' },
      type: 'input',
      data: 'text',
      required: true,
      maxLength: 20000,
      widget: 'textarea',
      list: false,
      hint: { zh: '纯文本，空一行分段', en: 'Plain text; a blank line starts a new paragraph' },
    },
    {
      name: 'status',
      label: { zh: '状态', en: 'State' },
      type: 'select',
      data: 'int',
      form: false,
      source: {
        options: [
          { value: '1', label: { zh: '草稿', en: 'Draft' } },
          { value: '2', label: { zh: '已发布', en: 'Released' } },
          { value: '3', label: { zh: '已撤回', en: 'Withdrawn' } },
        ],
      },
      searchByDefault: true,
      width: 100,
    },
    {
      name: 'releaseTime',
      label: { zh: '发布时间', en: 'Released' },
      type: 'daterange',
      data: 'timestamp',
      form: false,
      sortable: true,
      width: 170,
    },
    {
      name: 'releasedByName',
      label: { zh: '发布人', en: 'Released by' },
      type: 'input',
      data: 'text',
      form: false,
      width: 110,
      join: { table: 'app_user', key: 'released_by', column: 'real_name' },
    },
    {
      name: 'createTime',
      label: { zh: '创建时间', en: 'Created' },
      type: 'daterange',
      data: 'timestamp',
      form: false,
      sortable: true,
      hidden: true,
      width: 170,
    },
  ],
})
