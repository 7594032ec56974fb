import {
  staffCertificates,
  staffRecords,
  staffTrainingParticipants,
  staffTrainings,
} from '@/domain/resources'
import { ResourcePage } from '@/ui/resource/ResourcePage'
import { CompetenceSection } from './CompetenceSection'

/** A participant attends unless marked absent (dictionary yes_no 1). */
const ATTENDED = { attended: '1' }

/** Staff competence: pages that need nothing beyond their declarations. */
export const StaffRecordsPage = () => (
  <ResourcePage
    resource={staffRecords}
    detailExtras={(row) =>
      typeof row.userId === 'string' ? <CompetenceSection userId={row.userId} /> : null
    }
  />
)
export const StaffCertificatesPage = () => <ResourcePage resource={staffCertificates} />
export const StaffTrainingsPage = () => <ResourcePage resource={staffTrainings} />
export const StaffTrainingParticipantsPage = () => (
  <ResourcePage resource={staffTrainingParticipants} defaults={ATTENDED} />
)
