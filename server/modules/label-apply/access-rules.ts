import { readPermissionsOf } from '@/domain/access'
import { customers, labelApplies } from '@/domain/resources'
import { granted, touching, type FieldPath } from '../../access/rules'

/** Making and submitting an application: reception's button, and the customers' portal page (her own). */
export const LABEL_APPLY_ADD = 'label_apply_add'
export const MY_LABEL_APPLY = 'my_label_apply'
/** Approving or refusing: the lab manager. */
export const LABEL_APPLY_APPROVE = 'label_apply_approve'
/** Giving the labels their numbers. */
export const LABEL_APPLY_ISSUE = 'label_apply_issue'

const applicants = granted(LABEL_APPLY_ADD, MY_LABEL_APPLY)
const application = (at: FieldPath): [string, FieldPath] => [labelApplies.code, at]

/**
 * Who may call the label application routes. Every route that names an application or a certificate
 * names it here too, so one outside the caller's data scope (a customer: another customer's) answers 404.
 */
export const labelApplyAccess = {
  read: (at: FieldPath) => touching(granted(readPermissionsOf(labelApplies)), application(at)),
  /** The certificates named must be ones the caller reads: a customer, her own. */
  save: touching(applicants, application('body.id'), ['certificate', 'body.reportIds']),
  apply: touching(applicants, application('body.id')),
  approve: touching(granted(LABEL_APPLY_APPROVE), application('body.id')),
  issue: touching(granted(LABEL_APPLY_ISSUE), application('body.id')),
  candidates: applicants,
  /** The application's customer picker, for staff who apply or read applications. */
  customers: granted(LABEL_APPLY_ADD, 'label_apply_view', ...readPermissionsOf(customers)),
  /** The lab's label settings (public address, printers): staff only. */
  params: granted('label_apply_view', LABEL_APPLY_ISSUE),
}
