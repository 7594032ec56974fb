import { Alert, List } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { SavedResults } from '@/api/labWork'
import { localize } from '@/domain/resources'

export type TurWarningsProps = { warnings: SavedResults['warnings'] }

/**
 * What the server accepted but wants looked at: a standard whose test uncertainty ratio is under the lab's
 * warning ratio (standards.turWarn, 4:1 by default). Shown after saving, until the next save.
 */
export function TurWarnings({ warnings }: TurWarningsProps) {
  const { t, i18n } = useLingui()
  if (warnings.length === 0) return null
  return (
    <Alert color="yellow" variant="light" title={t`已保存，但请注意标准器的准确度`} data-tur-warnings>
      <List size="sm">
        {warnings.map((warning) => (
          <List.Item key={warning.deviceId}>{localize(warning.message, i18n.locale)}</List.Item>
        ))}
      </List>
    </Alert>
  )
}
