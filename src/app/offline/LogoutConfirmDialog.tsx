import { useSyncExternalStore } from 'react'
import { Stack, Text } from '@mantine/core'
import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { ConfirmDialog } from '@/ui/ConfirmDialog'
import { logoutQuestion, type LogoutQuestion } from './logoutConfirm'

/**
 * The warning before a sign-out offline or with unsent drafts (logoutConfirm.ts); mounted once at the root.
 * It says what signing out costs: signing in again needs a connection, and the drafts wait on the device
 * for the next sign-in. 保持登录 is the default (filled and focused; Escape and a click outside stay too).
 */
export function LogoutConfirmDialog() {
  const { t } = useLingui()
  const question = useSyncExternalStore(logoutQuestion.subscribe, logoutQuestion.get)
  return (
    <ConfirmDialog
      opened={question !== null}
      title={t`退出系统`}
      message={question && <LogoutWarning question={question} />}
      confirmLabel={t`仍要退出`}
      cancelLabel={t`保持登录`}
      primary="cancel"
      onConfirm={() => logoutQuestion.answer(true)}
      onCancel={() => logoutQuestion.answer(false)}
    />
  )
}

function LogoutWarning({ question }: { question: NonNullable<LogoutQuestion> }) {
  const { t } = useLingui()
  const { pending, attention, offline } = question
  return (
    <Stack gap="xs" data-logout-warning={offline ? 'offline' : 'unsent'}>
      <Text size="sm" fw={offline ? 600 : undefined}>
        {offline ? t`当前无法连接服务器：退出后，需要联网才能重新登录。` : t`退出后，重新登录需要网络连接。`}
      </Text>
      {pending > 0 && (
        <Text size="sm" data-logout-pending={pending}>
          {plural(pending, {
            one: '#条未发送的登记会保留在本设备，下次登录后继续发送。',
            other: '#条未发送的登记会保留在本设备，下次登录后继续发送。',
          })}
        </Text>
      )}
      {attention > 0 && (
        <Text size="sm">
          {plural(attention, {
            one: '#条需处理的登记也会保留在本设备，登录后可修改重新提交。',
            other: '#条需处理的登记也会保留在本设备，登录后可修改重新提交。',
          })}
        </Text>
      )}
    </Stack>
  )
}
