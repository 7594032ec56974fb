import type { ITEM_ACTIONS } from '@/domain/workflow'

/** The grants of the lab's workflow (menu and button codes of a role, spec §6). */

/** Registering and reviewing orders (reception, contract review). */
export const ORDER_WORKFLOW_PERMISSION = 'order_workflow'
/** Receiving, rejecting, returning and disposing of samples (the sample room). */
export const SAMPLE_WORKFLOW_PERMISSION = 'sample_workflow'
/** Dispatching and assigning test items, and the testers' own steps (the machine checks who may do which). */
export const ITEM_WORKFLOW_PERMISSION = 'item_workflow'
/** Confirming and reviewing results (and returning them): the checkers, never the item's tester. */
export const ITEM_CHECK_PERMISSION = 'item_check'

/**
 * Which permission an item action needs besides the machine's people rules: the lab's dispatching steps and
 * the checks are granted to roles; the tester's own steps (lock, send for confirmation) only to the tester,
 * which the machine checks.
 */
export const ITEM_ACTION_PERMISSION: Partial<Record<(typeof ITEM_ACTIONS)[number], string>> = {
  dispatch: ITEM_WORKFLOW_PERMISSION,
  assign: ITEM_WORKFLOW_PERMISSION,
  cancel: ITEM_WORKFLOW_PERMISSION,
  confirm: ITEM_CHECK_PERMISSION,
  review: ITEM_CHECK_PERMISSION,
  return: ITEM_CHECK_PERMISSION,
}

/** Lab managers: may void released orders, cancel locked items, revoke issued reports. */
export const WORKFLOW_MANAGE_PERMISSION = 'workflow_manage'

/** Drafting reports and submitting them for audit. */
export const REPORT_DRAFT_PERMISSION = 'report_draft'
/** Auditing reports (pass or reject). */
export const REPORT_AUDIT_PERMISSION = 'report_audit'
/** Approving (authorising) reports: the signatory. */
export const REPORT_APPROVE_PERMISSION = 'report_approve'
/** Handing issued reports over (delivery). */
export const REPORT_ISSUE_PERMISSION = 'report_issue'
/** Reading reports and downloading their frozen PDF. */
export const REPORT_VIEW_PERMISSION = 'report_view'
