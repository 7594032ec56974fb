import type { MouseEvent } from 'react'
import { Alert, Button, Stack, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { MY_PICKUPS_PATH } from '@/domain/constants'
import { CUSTOMER_LINK } from '@/domain/resources'

export type NotLinkedNoticeProps = {
  /** The account's link state; null when the signed-in user has no customer account at all. */
  linkState: number | null
}

/** Why the portal shows nothing yet: the lab has not linked the account (or refused to); bookings still work. */
export function NotLinkedNotice({ linkState }: NotLinkedNoticeProps) {
  const { t } = useLingui()
  const router = useRouter()
  const handleOpenPickups = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    // Menu paths are known only at run time, so they go through the history, not a typed <Link>.
    router.history.push(MY_PICKUPS_PATH)
  }
  if (linkState === null) {
    return (
      <Alert color="gray" variant="light" data-portal-link-state="none">
        {t`本账号不是客户账号，这里没有可查看的委托、证书和器具。`}
      </Alert>
    )
  }
  const refused = linkState === CUSTOMER_LINK.refused
  return (
    <Alert
      color={refused ? 'red' : 'yellow'}
      variant="light"
      title={refused ? t`账号关联未通过` : t`等待实验室确认`}
      data-portal-link-state={refused ? 'refused' : 'awaiting'}
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {refused
            ? t`实验室未确认该账号的关联，请联系实验室。`
            : t`您的账号尚未关联客户。实验室确认关联后，您可以在这里查看委托、证书和器具。`}
        </Text>
        <Text size="sm">{t`预约取件不受影响，您现在就可以预约。`}</Text>
        <Button size="md" component="a" href={MY_PICKUPS_PATH} onClick={handleOpenPickups}>
          {t`前往我的预约`}
        </Button>
      </Stack>
    </Alert>
  )
}
