import { Badge } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { Verdict } from '@/domain/results/decisionRule'

/**
 * A point's verdict under its item's decision rule: green for a pass, yellow inside the guard band, red
 * outside the tolerance; a dash when the rule states no conformity.
 */
export function VerdictBadge({ verdict, className }: { verdict: Verdict | null; className?: string }) {
  const { t } = useLingui()
  if (verdict === null) return <span data-verdict="none">—</span>
  const shown = {
    pass: { label: t`合格`, color: 'green' },
    conditionalPass: { label: t`有条件合格`, color: 'yellow' },
    conditionalFail: { label: t`有条件不合格`, color: 'orange' },
    fail: { label: t`不合格`, color: 'red' },
  }[verdict]
  return (
    <Badge color={shown.color} variant="light" className={className} data-verdict={verdict}>
      {shown.label}
    </Badge>
  )
}
