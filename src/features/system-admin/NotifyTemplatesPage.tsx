import { notifySendLogs, notifyTemplates } from '@/domain/resources'
import { ResourcePage } from '@/ui/resource/ResourcePage'
import type { FormExtras } from '@/ui/resource/ResourceFormDialog'
import { TemplatePreview } from './TemplatePreview'

const previewExtras: FormExtras = { render: ({ record }) => <TemplatePreview record={record} /> }

/** 消息模板: the texts of every message the lab sends, with a live preview in the form. */
export const NotifyTemplatesPage = () => (
  <ResourcePage resource={notifyTemplates} formExtras={previewExtras} />
)

/** 发送记录: what was sent, to whom (masked), and whether it arrived; read and exported only. */
export const NotifySendLogPage = () => <ResourcePage resource={notifySendLogs} />
