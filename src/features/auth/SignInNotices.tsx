import { useMemo } from 'react'
import { Alert, Stack } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { observeUnsentOwners, type UnsentOwner } from '@/app/offline/unsentWork'
import { useIsOffline } from '@/app/offline/useIsOffline'
import { useLiveValue } from '@/app/offline/useLiveValue'

const NO_OWNERS: UnsentOwner[] = []

/**
 * What the sign-in forms say about this device: signing in needs the network (the app itself opens
 * offline, the token call does not), and registrations still queued here belong to the user who made them,
 * sent only after that user signs in again; signing in as someone else leaves them alone.
 */
export function SignInNotices() {
  const { t } = useLingui()
  const offline = useIsOffline()
  const source = useMemo(() => observeUnsentOwners(), [])
  const owners = useLiveValue(source, NO_OWNERS)
  if (!offline && owners.length === 0) return null
  const list = owners.map(({ name, count }) => t`${name}（${count}条）`).join(t`、`)
  return (
    <Stack gap="xs" mb="md">
      {offline && (
        <Alert color="orange" variant="light" role="alert" data-offline-sign-in="">
          {t`登录需要网络连接，请连接网络后再登录`}
        </Alert>
      )}
      {owners.length > 0 && (
        <Alert color="blue" variant="light" data-unsent-owners="">
          {t`本设备上还有未发送的登记：${list}。它们只会在该用户登录后继续发送，登录其他账号不会删除它们。`}
        </Alert>
      )}
    </Stack>
  )
}
