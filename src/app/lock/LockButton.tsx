import { useState } from 'react'
import { ActionIcon, Tooltip } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { IconLock } from '@/ui/icons'
import { LockDialog } from './LockDialog'
import { useLockState } from './lockStore'
import { useLockScreen } from './useLockScreen'

/** The lock control of the top bar: locks at once, or first asks for a lock password (spec §4). */
export function LockButton() {
  const { t } = useLingui()
  const { hasPassword } = useLockState()
  const lockScreen = useLockScreen()
  const [asking, setAsking] = useState(false)
  const label = t`锁屏`

  const handleClick = () => {
    if (hasPassword) lockScreen()
    else setAsking(true)
  }

  const handleSaved = () => {
    setAsking(false)
    lockScreen()
  }

  return (
    <>
      <Tooltip label={label}>
        <ActionIcon
          variant="subtle"
          color="var(--md-header-fg)"
          size="lg"
          aria-label={label}
          onClick={handleClick}
        >
          <IconLock />
        </ActionIcon>
      </Tooltip>
      <LockDialog opened={asking} onClose={() => setAsking(false)} onSaved={handleSaved} />
    </>
  )
}
