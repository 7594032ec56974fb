import { Badge, Group, Text, Tooltip } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { ResourceRecord } from '@/api/resources'
import { staffAuthorisationQueries } from '@/api/staffAuthorisations'
import { localize, staffAbilities } from '@/domain/resources'
import { ResourcePage } from '@/ui/resource/ResourcePage'

/**
 * The ability_status an authorisation shows today, computed by the server from its evidence (the engine's
 * list has no such column): 启用 while it holds, 停用 with why not, 无依据 for one resting on nothing.
 */
function AbilityStatusCell({ row }: { row: ResourceRecord }) {
  const { t, i18n } = useLingui()
  const statuses = useQuery(staffAuthorisationQueries.statuses())
  const status = statuses.data?.find((entry) => entry.id === row.id)
  const until = typeof row.validUntil === 'string' ? row.validUntil : ''
  return (
    <Group gap={6} wrap="nowrap">
      {until ? (
        <Text size="sm">{until}</Text>
      ) : (
        <Text size="sm" c="dimmed">
          {t`长期`}
        </Text>
      )}
      {status?.abilityStatus === '1' && (
        <Badge color="green" variant="light" size="sm" data-ability-status="1">
          {t`启用`}
        </Badge>
      )}
      {status?.abilityStatus === '2' && (
        <Tooltip label={status.message ? localize(status.message, i18n.locale) : ''} multiline w={280}>
          <Badge color="red" variant="filled" size="sm" data-ability-status="2">
            {status.problem === 'noEvidence' ? t`无依据` : t`停用`}
          </Badge>
        </Tooltip>
      )}
    </Group>
  )
}

const CELLS = { validUntil: (row: ResourceRecord) => <AbilityStatusCell row={row} /> }

/** 人员授权: who may do which activity, on what evidence, and whether it holds today. */
export const StaffAbilityPage = () => <ResourcePage resource={staffAbilities} cells={CELLS} />
