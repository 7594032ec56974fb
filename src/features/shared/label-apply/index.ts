/** The label applications' parts both the lab's page and the customer's portal page show. */
export { ApplicationView, type ApplicationViewProps } from './ApplicationView'
export { NewApplicationDialog, type NewApplicationDialogProps } from './NewApplicationDialog'
export { VerificationLabelsDialog } from './VerificationLabelsDialog'
export { STATE_COLORS, STATE_LABELS } from './states'
