import { NOTIFY_EVENT_CODES, NOTIFY_EVENTS } from '../notify/events'
import { choiceField, createTimeField, dictField, remarkField, textField, timestampField } from './fields'
import { defineResource } from './types'

/*
 * Message templates (消息模板) and the log of what was sent with them. Every message the product sends is
 * rendered from the lab's template for its event and channel; the variables a template may name are its
 * event's (src/domain/notify/events.ts), checked when it is saved (server/resources/submit-rules.ts).
 */

const eventChoices = NOTIFY_EVENT_CODES.map((code) => ({ value: code, label: NOTIFY_EVENTS[code].label }))

const eventField = choiceField(eventChoices, {
  name: 'code',
  label: { zh: '事件', en: 'Event' },
  data: 'text',
  required: true,
  sortable: true,
  searchByDefault: true,
  width: 160,
})

const channelField = dictField('m_template_type', {
  name: 'templateType',
  label: { zh: '模板类型', en: 'Channel' },
  data: 'int',
  required: true,
  searchByDefault: true,
  width: 130,
})

const bodyHint = {
  zh: '用 {变量名} 插入值，可用的变量见下方预览',
  en: 'Insert values as {variable}; the preview below lists those available',
}

export const notifyTemplates = defineResource({
  code: 'notify_template',
  label: { zh: '消息模板', en: 'Message templates' },
  table: 'notify_template',
  base: '/api/blade-desk/notify-template',
  permission: 'notify_template',
  titleField: 'title',
  defaultSort: { field: 'code', order: 'asc' },
  history: true,
  fields: [
    eventField,
    channelField,
    dictField('m_enable_status', {
      name: 'enableStatus',
      label: { zh: '启用状态', en: 'Status' },
      data: 'int',
      required: true,
      searchByDefault: true,
      width: 100,
    }),
    textField('title', '标题', 'Title', { required: true, maxLength: 200, width: 180, hint: bodyHint }),
    textField('bodyZh', '内容（中文）', 'Body (Chinese)', {
      required: true,
      maxLength: 2000,
      widget: 'textarea',
      width: 320,
      hint: bodyHint,
    }),
    textField('bodyEn', '内容（英文）', 'Body (English)', {
      maxLength: 2000,
      widget: 'textarea',
      hidden: true,
      width: 320,
    }),
    textField('providerTemplate', '服务商模板编号', 'Provider template code', {
      maxLength: 64,
      hidden: true,
      width: 140,
      hint: {
        zh: '短信服务商处登记的模板编号（如阿里云 SMS_123456789），仅短信模板需要',
        en: "The template code registered with the SMS provider (Aliyun's SMS_123456789): SMS only",
      },
    }),
    remarkField({ maxLength: 255, widget: 'textarea', list: false }),
    createTimeField,
  ],
})

/** Send statuses of the log. */
export const SEND_STATUSES = ['queued', 'sent', 'failed', 'skipped'] as const
export type SendStatus = (typeof SEND_STATUSES)[number]

export const notifySendLogs = defineResource({
  code: 'notify_send_log',
  label: { zh: '发送记录', en: 'Send log' },
  table: 'notify_send_log',
  base: '/api/blade-desk/notify-send-log',
  permission: 'notify_send_log',
  titleField: 'event',
  owner: 'module',
  softDelete: false,
  defaultSort: { field: 'createTime', order: 'desc' },
  fields: [
    timestampField({ name: 'createTime', label: { zh: '时间', en: 'Time' }, searchByDefault: true }),
    choiceField(eventChoices, {
      name: 'event',
      label: { zh: '事件', en: 'Event' },
      data: 'text',
      sortable: true,
      searchByDefault: true,
      width: 160,
    }),
    dictField('m_template_type', {
      name: 'channel',
      label: { zh: '渠道', en: 'Channel' },
      data: 'int',
      searchByDefault: true,
      width: 130,
    }),
    textField('recipientMasked', '接收人', 'Recipient', { searchable: false, width: 150 }),
    choiceField(
      [
        { value: 'queued', label: { zh: '待发送', en: 'Queued' } },
        { value: 'sent', label: { zh: '已发送', en: 'Sent' } },
        { value: 'failed', label: { zh: '发送失败', en: 'Failed' } },
        { value: 'skipped', label: { zh: '已跳过（模板停用）', en: 'Skipped (disabled)' } },
      ],
      {
        name: 'status',
        label: { zh: '状态', en: 'Status' },
        data: 'text',
        searchByDefault: true,
        width: 110,
      },
    ),
    textField('subject', '标题', 'Subject', { width: 160 }),
    textField('body', '内容', 'Text', { searchable: false, width: 280 }),
    textField('error', '错误', 'Error', { searchable: false, width: 200 }),
    { name: 'attempts', label: { zh: '尝试次数', en: 'Attempts' }, type: 'input', data: 'int', width: 90 },
    timestampField({ name: 'nextAttemptTime', label: { zh: '下次尝试', en: 'Next attempt' }, hidden: true }),
    timestampField({ name: 'sentTime', label: { zh: '发送时间', en: 'Sent' }, hidden: true }),
    textField('eventId', '事件编号', 'Event id', { hidden: true, width: 200 }),
  ],
})
