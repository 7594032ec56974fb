import { Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'

export type DaysLeftProps = {
  /** Days from the lab's today to the date: negative once it has passed. */
  days: number
  /** Within this many days the count shows in orange (what falls due soon). */
  soon?: number
}

/** Days left before something falls due (orange when soon), or how long ago it did (red). */
export function DaysLeft({ days, soon = 30 }: DaysLeftProps) {
  const { t } = useLingui()
  if (days < 0) {
    const overdue = -days
    return (
      <Text span size="sm" c="red" fw={600} data-days={days}>
        {t`已过期 ${overdue} 天`}
      </Text>
    )
  }
  return (
    <Text span size="sm" c={days <= soon ? 'orange' : undefined} data-days={days}>
      {days === 0 ? t`今天到期` : t`剩余 ${days} 天`}
    </Text>
  )
}
