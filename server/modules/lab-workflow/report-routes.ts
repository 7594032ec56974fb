import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { certificates } from '@/domain/resources'
import { REPORT_ACTIONS, REPORT_STATE, type ReportAction } from '@/domain/workflow'
import type { Db } from '../../db/database'
import { envelope, ok } from '../../http/envelope'
import { originOf } from '../../http/origin'
import { notFound } from '../../http/errors'
import { assertPermissionIn, type AuthContext, inTenant } from '../../plugins/access'
import type { Tx } from '../../db/database'
import type { FileStorage } from '../file/storage'
import { pdfResponse, sendPdf, sendXml, xmlResponse } from '../print/pdf-reply'
import * as access from './access-rules'
import {
  REPORT_APPROVE_PERMISSION,
  REPORT_AUDIT_PERMISSION,
  REPORT_DRAFT_PERMISSION,
  REPORT_ISSUE_PERMISSION,
} from './permissions'
import { reportWorkflow, reportsOfOrder, transitionReport } from './report'
import { reportDcc, reportPdf } from './report-document'
import { approvalPassword, confirmApprover } from './approval-password'
import { auditRow, reasonField } from './schemas'
import { actorOf } from './transition'

/**
 * The permission an action needs besides the machine's people rules. A rejection is the auditor's at audit
 * and the approver's at approval; revoke and cancel are the machine's manager-only actions.
 */
export function reportActionPermission(action: ReportAction, from: number): string | null {
  switch (action) {
    case 'submitForAudit':
      return REPORT_DRAFT_PERMISSION
    case 'passAudit':
      return REPORT_AUDIT_PERMISSION
    case 'approve':
      return REPORT_APPROVE_PERMISSION
    case 'deliver':
      return REPORT_ISSUE_PERMISSION
    case 'reject':
      // From any other state the machine refuses it (409), whoever asks.
      return from === REPORT_STATE.approving
        ? REPORT_APPROVE_PERMISSION
        : from === REPORT_STATE.auditing
          ? REPORT_AUDIT_PERMISSION
          : null
    default:
      return null
  }
}

/** Refuses a report action the user's roles do not grant from the state the report is in. */
export const reportAuthorizer = (tx: Tx, auth: AuthContext) => async (action: string, from: number) => {
  const permission = reportActionPermission(action as ReportAction, from)
  if (permission) await assertPermissionIn(tx, auth, permission)
}

/** Reports and certificates: their workflow, and the frozen PDF of an approved one. */
export async function reportRoutes(appBase: FastifyInstance, options: { db: Db; storage: FileStorage }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const { db } = options
  const tags = ['lab-workflow']
  const base = '/api/hm-metrology/report'

  app.get(
    `${base}/workflow`,
    {
      config: { access: access.readReport('query.id') },
      schema: {
        tags,
        summary: "A report's state and number, the actions the user may take now, and its audit trail",
        querystring: z.object({ id: z.uuid() }),
        response: {
          200: envelope(
            z.object({
              state: z.number().int(),
              reportNo: z.string().nullable(),
              revision: z.number().int(),
              revisionOf: z.string().nullable(),
              actions: z.array(z.enum(REPORT_ACTIONS)),
              audit: z.array(auditRow),
            }),
          ),
        },
      },
    },
    async (request) => {
      return ok(
        await inTenant(db, request, async (tx, auth) =>
          reportWorkflow(tx, auth.tenantId, await actorOf(tx, auth), request.query.id),
        ),
      )
    },
  )

  app.get(
    `${base}/of-order`,
    {
      config: { access: access.readReportsOfOrder },
      schema: {
        tags,
        summary: 'The reports of an order, every revision included, oldest first',
        querystring: z.object({ orderId: z.uuid() }),
        response: {
          200: envelope(
            z.array(
              z.object({
                id: z.string(),
                sampleId: z.string(),
                state: z.number().int(),
                reportNo: z.string().nullable(),
                revision: z.number().int(),
                revisionOf: z.string().nullable(),
              }),
            ),
          ),
        },
      },
    },
    async (request) => {
      return ok(
        await inTenant(db, request, (tx, auth) => reportsOfOrder(tx, auth.tenantId, request.query.orderId)),
      )
    },
  )

  app.post(
    `${base}/transition`,
    {
      config: { access: access.moveReports('body.id') },
      schema: {
        tags,
        summary:
          'Submit a report for audit, pass the audit, approve it (with the approver’s password again; frozen: number, signed PDF, verification record), deliver, reject, revoke (a revision starts) or cancel it',
        body: z.object({
          id: z.uuid(),
          action: z.enum(REPORT_ACTIONS),
          reason: reasonField,
          password: approvalPassword,
        }),
        response: {
          200: envelope(
            z.object({
              state: z.number().int(),
              reportNo: z.string().nullable(),
              revisionId: z.string().nullable(),
            }),
          ),
        },
      },
    },
    async (request) => {
      await confirmApprover(db, request, request.body)
      return ok(
        await inTenant(db, request, async (tx, auth) =>
          transitionReport(tx, auth.tenantId, await actorOf(tx, auth), request.body, {
            origin: originOf(request),
            authorize: reportAuthorizer(tx, auth),
            storage: options.storage,
          }),
        ),
      )
    },
  )

  // The same frozen PDF for the lab's work lists (a report) and for its holder's portal (a certificate):
  // each path has its own grants and data scope.
  for (const [path, what, rule] of [
    [`${base}/pdf`, 'report', access.readReport('query.id')],
    [`${certificates.base}/pdf`, 'certificate', access.readCertificate],
  ] as const) {
    app.get(
      path,
      {
        config: { access: rule },
        schema: {
          tags,
          summary: `The frozen PDF of an approved ${what} (its SHA-256 in the X-Content-SHA256 header)`,
          querystring: z.object({ id: z.uuid() }),
          response: pdfResponse('The PDF as approved'),
        },
      },
      async (request, reply) => {
        const document = await inTenant(db, request, (tx, auth) =>
          reportPdf(tx, auth.tenantId, request.query.id),
        )
        if (!document) throw notFound()
        return sendPdf(reply, document.pdf, `${document.reportNo ?? what}.pdf`, document.sha256)
      },
    )
    app.get(
      path.replace(/\/pdf$/, '/dcc'),
      {
        config: { access: rule },
        schema: {
          tags,
          summary: `The Digital Calibration Certificate (PTB DCC XML) of an approved calibration or verification ${what} (its SHA-256 in the X-Content-SHA256 header)`,
          querystring: z.object({ id: z.uuid() }),
          response: xmlResponse('The DCC as issued'),
        },
      },
      async (request, reply) => {
        const document = await inTenant(db, request, (tx, auth) =>
          reportDcc(tx, auth.tenantId, request.query.id),
        )
        if (!document) throw notFound()
        return sendXml(reply, document.dcc, `${document.reportNo ?? what}.dcc.xml`, document.sha256)
      },
    )
  }
}

export default reportRoutes
