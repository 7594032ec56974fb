import { useLingui } from '@lingui/react/macro'
import { interimChecks } from '@/domain/resources'
import { ResourcePage } from '@/ui/resource/ResourcePage'
import { RecordCheckDialog } from './RecordCheckDialog'

/**
 * 期间核查: the interim checks of the lab's standard devices between calibrations. 登记核查 records one; a
 * non-conforming verdict takes the device out of use and puts the certificates issued with it in doubt.
 */
export function InterimChecksPage() {
  const { t } = useLingui()
  return (
    <ResourcePage
      resource={interimChecks}
      addLabel={t`登记核查`}
      creator={(props) => <RecordCheckDialog {...props} />}
    />
  )
}
