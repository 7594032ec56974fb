import { useState } from 'react'
import { Anchor, Badge } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { ResourceRecord } from '@/api/resources'
import {
  staffCertificates,
  staffRecords,
  staffTrainingParticipants,
  staffTrainings,
} from '@/domain/resources'
import { usePermission } from '@/ui/reference/referenceData'
import { FieldValue } from '@/ui/resource/FieldValue'
import { ResourcePage } from '@/ui/resource/ResourcePage'
import type { CertificateStep } from './certificateApi'
import { CertificateStepDialog } from './CertificateStepDialog'
import { CompetenceSection } from './CompetenceSection'

/** A participant attends unless marked absent (dictionary yes_no 1). */
const ATTENDED = { attended: '1' }

/** Staff competence: the generic pages of its declarations, with the little each adds. */
export const StaffRecordsPage = () => (
  <ResourcePage
    resource={staffRecords}
    detailExtras={(row) =>
      typeof row.userId === 'string' ? <CompetenceSection userId={row.userId} /> : null
    }
  />
)

const WITHDRAWN_FIELD = staffCertificates.fields.find((field) => field.name === 'withdrawn')

/** 已撤回 as 是 / 否, a withdrawn certificate's in red: it is evidence for nothing any more. */
const CERTIFICATE_CELLS = {
  withdrawn: (row: ResourceRecord) => {
    const value = WITHDRAWN_FIELD && <FieldValue field={WITHDRAWN_FIELD} value={row.withdrawn} />
    return row.withdrawn === true ? (
      <Badge color="red" variant="light" size="sm" data-certificate-withdrawn>
        {value}
      </Badge>
    ) : (
      value
    )
  },
}

/**
 * 人员证书: the generic list, and 撤回 (恢复 on a withdrawn one) with a reason for whoever edits certificates;
 * the flag and the reason are never edited in the form.
 */
export function StaffCertificatesPage() {
  const { t } = useLingui()
  const mayEdit = usePermission(`${staffCertificates.permission}_edit`)
  const [stepping, setStepping] = useState<{ row: ResourceRecord; step: CertificateStep } | null>(null)
  return (
    <>
      <ResourcePage
        resource={staffCertificates}
        cells={CERTIFICATE_CELLS}
        rowActions={(row) => {
          if (!mayEdit) return null
          const step: CertificateStep = row.withdrawn === true ? 'reinstate' : 'withdraw'
          return (
            <Anchor
              component="button"
              size="sm"
              onClick={() => setStepping({ row, step })}
              data-certificate-action={step}
            >
              {step === 'withdraw' ? t`撤回` : t`恢复`}
            </Anchor>
          )
        }}
      />
      {stepping && (
        <CertificateStepDialog
          certificate={stepping.row}
          step={stepping.step}
          onClose={() => setStepping(null)}
        />
      )}
    </>
  )
}
export const StaffTrainingsPage = () => <ResourcePage resource={staffTrainings} />
export const StaffTrainingParticipantsPage = () => (
  <ResourcePage resource={staffTrainingParticipants} defaults={ATTENDED} />
)
