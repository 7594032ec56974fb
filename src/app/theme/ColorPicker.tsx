import { ActionIcon, Popover, Text, Tooltip } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { IconPalette } from '@/ui/icons'
import { ColorPanel } from './ColorPanel'

/** The colour picker of the top bar (spec §2): drives the primary colour of every theme. */
export function ColorPicker() {
  const { t } = useLingui()
  const label = t`主题色`
  return (
    <Popover position="bottom-end" withinPortal shadow="md" width={240}>
      <Popover.Target>
        <Tooltip label={label}>
          <ActionIcon variant="subtle" color="var(--md-header-fg)" size="lg" aria-label={label}>
            <IconPalette />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm" fw={600} mb="xs">
          {label}
        </Text>
        <ColorPanel />
      </Popover.Dropdown>
    </Popover>
  )
}
