import { useState } from 'react'
import { Anchor } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { ResourceRecord } from '@/api/resources'
import { usePermission } from '@/app/startup/usePermission'
import { LABEL_APPLY_STATE } from '@/domain/labelApply'
import { labelApplies } from '@/domain/resources'
import { ResourcePage, type RecordEditorProps } from '@/ui/resource/ResourcePage'
import {
  ApplicationView,
  NewApplicationDialog,
  VerificationLabelsDialog,
} from '@/features/shared/label-apply'

/**
 * 标签申领 (/lab/label-apply), reception's and the lab manager's: every application the reader's scope shows;
 * 申领 makes one for a customer, 查看 opens it with its labels and the steps open to the reader, and an issued
 * one prints from its row.
 */
export function LabelApplyPage() {
  const { t } = useLingui()
  const canPrint = usePermission('label_apply_view')
  const [printing, setPrinting] = useState<ResourceRecord | null>(null)
  return (
    <>
      <ResourcePage
        resource={labelApplies}
        addLabel={t`申领`}
        editor={ApplicationEditor}
        rowActions={(row) =>
          row.status === LABEL_APPLY_STATE.issued &&
          canPrint && (
            <Anchor component="button" size="sm" onClick={() => setPrinting(row)}>
              {t`打印标签`}
            </Anchor>
          )
        }
      />
      {printing && (
        <VerificationLabelsDialog
          ids={[printing.id]}
          count={Number(printing.labelCount ?? 0)}
          onClose={() => setPrinting(null)}
        />
      )}
    </>
  )
}

/** 申领 opens the new application; 查看 the application with its steps (nobody edits one in a form). */
export function ApplicationEditor({ recordId, opened, onClose, onSaved, onChanged }: RecordEditorProps) {
  if (recordId === undefined)
    return <NewApplicationDialog opened={opened} pickCustomer onClose={onClose} onSaved={onSaved} />
  return <ApplicationView id={opened ? recordId : undefined} onClose={onClose} onChanged={onChanged} />
}
