import { Group, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'

export type BrandProps = {
  size?: 'sm' | 'lg'
  /** The mark alone (the collapsed sidebar). */
  compact?: boolean
  /** 'sidebar' and 'header' take the theme's colours there; 'default' is dark text on light ground. */
  tone?: 'default' | 'sidebar' | 'header'
}

const TONES = { default: 'dark.7', sidebar: 'var(--md-sidebar-fg)', header: 'var(--md-header-fg)' } as const

/** The product's mark and name (spec §1: the title is that of a self-service platform). */
export function Brand({ size = 'sm', compact = false, tone = 'default' }: BrandProps) {
  const { t } = useLingui()
  const logoSize = size === 'lg' ? 40 : 28
  const name = t`自助服务平台`
  return (
    <Group gap="xs" wrap="nowrap">
      <img src="/favicon.svg" width={logoSize} height={logoSize} alt={compact ? name : ''} />
      {!compact && (
        <Text
          component="span"
          fw={600}
          fz={size === 'lg' ? 22 : 'lg'}
          c={TONES[tone]}
          style={{ whiteSpace: 'nowrap' }}
        >
          {name}
        </Text>
      )}
    </Group>
  )
}
