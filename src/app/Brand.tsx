import { Group, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'

export type BrandProps = { size?: 'sm' | 'lg' }

/** The product's mark and name (spec §1: the title is that of a self-service platform). */
export function Brand({ size = 'sm' }: BrandProps) {
  const { t } = useLingui()
  const logoSize = size === 'lg' ? 40 : 28
  return (
    <Group gap="xs" wrap="nowrap">
      <img src="/favicon.svg" width={logoSize} height={logoSize} alt="" />
      <Text component="span" fw={600} fz={size === 'lg' ? 22 : 'lg'} c="dark.7">
        {t`自助服务平台`}
      </Text>
    </Group>
  )
}
