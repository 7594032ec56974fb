import { readPermissionsOf } from '@/domain/access'
import { certificates, labReports, orderSamples, orders, testItems } from '@/domain/resources'
import { granted, signedIn, touching, type FieldPath } from '../../access/rules'
import {
  ITEM_CHECK_PERMISSION,
  ITEM_WORKFLOW_PERMISSION,
  ORDER_WORKFLOW_PERMISSION,
  REPORT_APPROVE_PERMISSION,
  REPORT_AUDIT_PERMISSION,
  REPORT_DRAFT_PERMISSION,
  REPORT_ISSUE_PERMISSION,
  REPORT_VIEW_PERMISSION,
  SAMPLE_WORKFLOW_PERMISSION,
  WORKFLOW_MANAGE_PERMISSION,
} from './permissions'

/*
 * Who may call the lab's workflow routes. Every route names the records it reads or moves (`at`: the one id
 * of a single action, the ids of a batch), which must be in the caller's data scope. Reading needs a grant
 * that shows the resource; moving needs the grant of the step, and the service checks each action's own.
 */

export const readOrder = touching(granted(readPermissionsOf(orders)), ['lab_order', 'query.id'])

export const moveOrders = (at: FieldPath) => touching(granted(ORDER_WORKFLOW_PERMISSION), ['lab_order', at])

/** Test items are added while the order is registered: the reception's grant. */
export const addTestItem = touching(granted(ORDER_WORKFLOW_PERMISSION), ['order_sample', 'body.sampleId'])

export const readSample = touching(granted(readPermissionsOf(orderSamples)), ['order_sample', 'query.id'])

export const moveSamples = (at: FieldPath) =>
  touching(granted(SAMPLE_WORKFLOW_PERMISSION), ['order_sample', at])

export const readItem = (at: FieldPath) => touching(granted(readPermissionsOf(testItems)), ['test_item', at])

/** Each action's own grant (item_workflow, item_check) or the tester's own item is checked by the service. */
export const moveItems = (at: FieldPath) =>
  touching(granted(ITEM_WORKFLOW_PERMISSION, ITEM_CHECK_PERMISSION, readPermissionsOf(testItems)), [
    'test_item',
    at,
  ])

export const readReport = (at: FieldPath) =>
  touching(granted(readPermissionsOf(labReports)), ['lab_report', at])

export const readReportsOfOrder = touching(granted(REPORT_VIEW_PERMISSION), ['lab_order', 'query.orderId'])

/** Each action's own grant (report_draft, report_audit, report_approve, report_issue) is checked by the service. */
export const moveReports = (at: FieldPath) =>
  touching(
    granted(
      REPORT_DRAFT_PERMISSION,
      REPORT_AUDIT_PERMISSION,
      REPORT_APPROVE_PERMISSION,
      REPORT_ISSUE_PERMISSION,
      WORKFLOW_MANAGE_PERMISSION,
    ),
    ['lab_report', at],
  )

export const readCertificate = touching(granted(readPermissionsOf(certificates)), ['certificate', 'query.id'])

export const readWorkSummary = signedIn(
  'counts of her own work lists: each only when her grants show it, within her data scope',
)
