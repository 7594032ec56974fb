import { choiceField, createTimeField, joinedField, timestampField } from './fields'
import { defineResource } from './types'

/*
 * Notices the lab publishes (公告). Staff write them as drafts here; 发布 makes one public (the staff
 * home lists it, anyone may read it at /detail-info-notice?id=) and 撤回 takes it back. Releasing and
 * withdrawing are explicit routes (server/modules/notice), never a status written by the form.
 */

export {
  NOTICE_STATUS,
  noticeParagraphs,
  noticeTransition,
  publicNoticeUrl,
  type NoticeAction,
  type NoticeStatus,
} from '../notices'

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
    choiceField(
      [
        { value: '1', label: { zh: '草稿', en: 'Draft' } },
        { value: '2', label: { zh: '已发布', en: 'Released' } },
        { value: '3', label: { zh: '已撤回', en: 'Withdrawn' } },
      ],
      {
        name: 'status',
        label: { zh: '状态', en: 'State' },
        data: 'int',
        form: false,
        searchByDefault: true,
        width: 100,
      },
    ),
    timestampField({ name: 'releaseTime', label: { zh: '发布时间', en: 'Released' }, form: false }),
    joinedField(
      { table: 'app_user', key: 'released_by', column: 'real_name' },
      { name: 'releasedByName', label: { zh: '发布人', en: 'Released by' }, width: 110 },
    ),
    createTimeField,
  ],
})
