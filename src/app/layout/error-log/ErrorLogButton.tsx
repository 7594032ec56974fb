import { useState } from 'react'
import { ActionIcon, Indicator, Tooltip } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useErrorLog } from '@/app/error-log/useErrorLog'
import { IconBug } from '@/ui/icons'
import { badgeText } from './badgeText'
import { ErrorLogDialog } from './ErrorLogDialog'

/** The error-log control (spec §2): shown only when logs exist, with a badge capped at 99. */
export function ErrorLogButton() {
  const { t } = useLingui()
  const entries = useErrorLog()
  const [opened, setOpened] = useState(false)
  const badge = badgeText(entries.length)
  const label = t`错误日志`
  return (
    <>
      {badge !== null && (
        <Tooltip label={label}>
          <Indicator label={badge} size={16} color="red" offset={6} data-testid="error-log-badge">
            <ActionIcon
              variant="subtle"
              color="var(--md-header-fg)"
              size="lg"
              aria-label={`${label} (${badge})`}
              onClick={() => setOpened(true)}
            >
              <IconBug />
            </ActionIcon>
          </Indicator>
        </Tooltip>
      )}
      <ErrorLogDialog opened={opened} onClose={() => setOpened(false)} entries={entries} />
    </>
  )
}
