import { Badge } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import classes from './portal.module.css'

export type Standing = 'valid' | 'revoked' | 'superseded' | 'under_review'

export type StandingBadgeProps = { standing: string }

const COLORS: Record<Standing, string> = {
  valid: 'green',
  revoked: 'red',
  superseded: 'gray',
  under_review: 'orange',
}

const isStanding = (value: string): value is Standing => Object.hasOwn(COLORS, value)

/** Whether a certificate still stands: 有效 green, 已撤销 red, 已被替代 grey, 复核中 orange. */
export function StandingBadge({ standing }: StandingBadgeProps) {
  const { t } = useLingui()
  if (!isStanding(standing)) return null
  const labels: Record<Standing, string> = {
    valid: t`有效`,
    revoked: t`已撤销`,
    superseded: t`已被替代`,
    under_review: t`复核中`,
  }
  return (
    <Badge
      color={COLORS[standing]}
      variant={standing === 'valid' ? 'filled' : 'light'}
      tt="none"
      size="lg"
      className={classes.badge}
      data-standing={standing}
    >
      {labels[standing]}
    </Badge>
  )
}
