import { useLingui } from '@lingui/react/macro'
import { traceResults } from '@/domain/resources'
import { ResourcePage } from '@/ui/resource/ResourcePage'
import { RecordTraceDialog } from './RecordTraceDialog'

/**
 * 溯源结果: the trace results of the lab's standard devices. 登记结果 records one (a result is never edited:
 * a wrong one is answered by another); a non-conforming result puts the certificates issued with the device in
 * doubt, listed in 证书复核.
 */
export function TraceResultsPage() {
  const { t } = useLingui()
  return (
    <ResourcePage
      resource={traceResults}
      addLabel={t`登记结果`}
      creator={(props) => <RecordTraceDialog {...props} />}
    />
  )
}
