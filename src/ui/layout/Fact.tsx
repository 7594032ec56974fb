import type { ReactNode } from 'react'
import { Stack, Text } from '@mantine/core'

export type FactProps = {
  label: string
  /** Nothing ('' or null) reads as a dash. */
  value: ReactNode
  /** The data attribute that names the fact (data-plan-fact="code" …), for tests and links. */
  [dataAttribute: `data-${string}`]: string
}

/** One labelled value of a record's view: the label small and dim above, the value below, wrapping. */
export function Fact({ label, value, ...data }: FactProps) {
  return (
    <Stack gap={0} {...data}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ wordBreak: 'break-word' }}>
        {value === null || value === '' ? '—' : value}
      </Text>
    </Stack>
  )
}
