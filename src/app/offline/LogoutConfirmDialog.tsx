import { useSyncExternalStore } from 'react'
import { useLingui } from '@lingui/react/macro'
import { ConfirmDialog } from '@/ui/ConfirmDialog'
import { logoutQuestion } from './logoutConfirm'

/** The warning before a sign-out with unsent registrations (logoutConfirm.ts); mounted once at the root. */
export function LogoutConfirmDialog() {
  const { t } = useLingui()
  const question = useSyncExternalStore(logoutQuestion.subscribe, logoutQuestion.get)
  const count = question?.count ?? 0
  return (
    <ConfirmDialog
      opened={question !== null}
      title={t`退出系统`}
      message={t`还有${count}条未发送的登记，退出后将保留在本设备，下次登录后继续发送。确定退出？`}
      onConfirm={() => logoutQuestion.answer(true)}
      onCancel={() => logoutQuestion.answer(false)}
    />
  )
}
