import { useState } from 'react'
import { Center, Loader } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { tracePlanQueries } from '@/api/standards/plans'
import { tracePlans, localize } from '@/domain/resources'
import { PLAN_EDITABLE } from '@/domain/standards/plan'
import { AppDialog } from '@/ui/AppDialog'
import type { RecordEditorProps } from '@/ui/resource/ResourcePage'
import { draftOfPlan } from './planDraft'
import { PlanForm } from './PlanForm'
import { PlanView } from './PlanView'
import { ProposeForm } from './ProposeForm'

const EDITOR_WIDTH = 'min(1200px, 94%)'

/**
 * The plan's dialog on the list page: 新建计划 (a period; the draft proposed opens in the form), the author's
 * form of a plan she may still change, or the plan read with its steps and trail (查看). From the view, 编辑
 * opens the form in place.
 */
export function PlanEditor({ recordId, readOnly, opened, onClose, onSaved, onChanged }: RecordEditorProps) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const [proposedId, setProposedId] = useState<string | null>(null)
  const [editing, setEditing] = useState<boolean | null>(null)
  const id = recordId ?? proposedId
  const plan = useQuery({
    ...tracePlanQueries.detail(id ?? ''),
    enabled: opened && id !== null,
    refetchOnWindowFocus: readOnly,
  })
  const editable = plan.data !== undefined && (PLAN_EDITABLE as readonly number[]).includes(plan.data.status)
  const showForm = editable && (editing ?? !readOnly) && plan.data?.actions.includes('edit') === true
  const close = () => {
    setProposedId(null)
    setEditing(null)
    onClose()
  }
  const mode = id === null ? t`新建计划` : showForm ? t`编辑` : t`查看`
  const code = plan.data?.code ? ` · ${plan.data.code}` : ''
  const title = `${localize(tracePlans.label, i18n.locale)} · ${mode}${id ? code : ''}`

  const body = () => {
    if (id === null)
      return (
        <ProposeForm
          onCancel={close}
          onProposed={async (proposed) => {
            queryClient.setQueryData(tracePlanQueries.detail(proposed.id).queryKey, proposed)
            setProposedId(proposed.id)
            setEditing(true)
            await onChanged()
          }}
        />
      )
    if (!plan.data)
      return (
        <Center py="xl">
          <Loader size="sm" />
        </Center>
      )
    if (showForm)
      return (
        <PlanForm
          key={plan.data.updateTime}
          initial={draftOfPlan(plan.data)}
          onCancel={() => (readOnly || proposedId ? setEditing(false) : close())}
          onSaved={async () => {
            if (readOnly || proposedId) {
              setEditing(false)
              await onChanged()
            } else {
              setEditing(null)
              await onSaved()
            }
          }}
        />
      )
    return <PlanView plan={plan.data} onEdit={() => setEditing(true)} onChanged={onChanged} />
  }

  return (
    <AppDialog opened={opened} onClose={close} title={title} width={EDITOR_WIDTH} fullScreenOnPhone>
      {opened && body()}
    </AppDialog>
  )
}
