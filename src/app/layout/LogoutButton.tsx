import { ActionIcon, Tooltip } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { IconLogout } from '@/ui/icons'
import { useSignOut } from './useSignOut'

/** The logout button of the top bar (spec §2). */
export function LogoutButton() {
  const { t } = useLingui()
  const { signOut, pending } = useSignOut()
  const label = t`退出系统`
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        color="var(--md-header-fg)"
        size="lg"
        aria-label={label}
        onClick={signOut}
        loading={pending}
      >
        <IconLogout />
      </ActionIcon>
    </Tooltip>
  )
}
