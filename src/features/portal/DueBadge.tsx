import { Badge } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { DueState } from './dueState'
import classes from './portal.module.css'

/** 已超期 in red, 30天内到期 in orange; nothing for an instrument due later or without a date. */
export function DueBadge({ state }: { state: DueState }) {
  const { t } = useLingui()
  if (state === 'overdue') {
    return (
      <Badge color="red" variant="filled" tt="none" size="lg" className={classes.badge} data-due="overdue">
        {t`已超期`}
      </Badge>
    )
  }
  if (state === 'soon') {
    return (
      <Badge color="orange" variant="filled" tt="none" size="lg" className={classes.badge} data-due="soon">
        {t`30天内到期`}
      </Badge>
    )
  }
  return null
}
