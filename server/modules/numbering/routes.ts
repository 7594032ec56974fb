import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  NUMBERED_DOCUMENTS,
  NUMBERING_RULE_HISTORY,
  numberingRuleRecordId,
  type NumberedDocument,
  type NumberingContext,
  type RuleItem,
} from '@/domain/numbering'
import type { Db, Tx } from '../../db/database'
import { granted } from '../../access/rules'
import { envelope, ok } from '../../http/envelope'
import { inTenant } from '../../plugins/access'
import { historyOf } from '../../resources/history'
import { historyEntrySchema } from '../../resources/schemas'
import { findRule, previewNumber, resetRule, saveRule } from './service'

/** Changing how documents are numbered: a lab manager's job (admin roles hold every permission). */
export const NUMBERING_EDIT_PERMISSION = 'numbering_edit'
/** Reading the rules and trying one out: the settings page's own grant. */
const NUMBERING_VIEW_PERMISSION = 'lab_numbering_rule'

const readRules = granted(NUMBERING_VIEW_PERMISSION)
const editRules = granted(NUMBERING_EDIT_PERMISSION)

const documentField = z.enum(NUMBERED_DOCUMENTS)

/*
 * An item as it comes over the wire: its shape only. What it means (a known type, digits 0..10, a date
 * pattern, fixed text …) is the domain's ruleProblems, which answers in the spec's terms.
 */
const ruleItem = z.object({
  type: z.number().int(),
  digits: z.number().int().optional(),
  pattern: z.string().max(16).optional(),
  text: z.string().max(64).optional(),
  mode: z.number().int().optional(),
  inspectionType: z.number().int().nullish(),
})
const ruleItems = z.array(ruleItem).max(32)

const ruleRecord = z.object({
  document: documentField,
  items: z.array(z.record(z.string(), z.unknown())),
  custom: z.boolean().meta({ description: 'false: the default rule (the tenant has none of its own)' }),
  updateTime: z.string().nullable(),
  example: z
    .string()
    .nullable()
    .meta({ description: 'The number serial 1 would get now, when the rule needs no more context' }),
})

const previewContext = z.object({
  departments: z
    .array(z.object({ abbr: z.string().max(32).nullish(), code: z.string().max(32).nullish() }))
    .max(8)
    .nullish(),
  calibrationDate: z.string().max(40).nullish(),
  disciplineNo: z.string().max(32).nullish(),
  projectNo: z.string().max(32).nullish(),
  groupCode: z.string().max(32).nullish(),
  inspectionType: z.number().int().nullish(),
})

// The wire shape was checked above; ruleProblems checks every item's meaning before anything is used.
const asItems = (items: z.infer<typeof ruleItems>) => items as RuleItem[]

/** A serial-1 example when the rule's context is only the date (else null: it depends on the document). */
function exampleOf(document: NumberedDocument, items: readonly RuleItem[]): string | null {
  try {
    return previewNumber({ document, items }, { now: new Date() })
  } catch {
    return null
  }
}

/**
 * Numbering rules per document type (order, sample, report, certificate, jewellery appraisal, metal label):
 * read, change, reset, preview.
 */
export async function numberingRoutes(appBase: FastifyInstance, options: { db: Db }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const { db } = options
  const prefix = '/api/hm-metrology/numbering-rule'
  const tags = ['numbering']

  const recordOf = async (tx: Tx, tenantId: string, document: NumberedDocument) => {
    const rule = await findRule(tx, tenantId, document)
    return {
      ...rule,
      items: rule.items.map((item) => ({ ...item })),
      example: exampleOf(document, rule.items),
    }
  }

  app.get(
    `${prefix}/list`,
    {
      config: { access: readRules },
      schema: {
        tags,
        summary: 'The numbering rule of every document type (the default where the tenant has none)',
        response: { 200: envelope(z.array(ruleRecord)) },
      },
    },
    async (request) => {
      return ok(
        await inTenant(db, request, async (tx, auth) => {
          const records = []
          for (const document of NUMBERED_DOCUMENTS) records.push(await recordOf(tx, auth.tenantId, document))
          return records
        }),
      )
    },
  )

  app.get(
    `${prefix}/detail`,
    {
      config: { access: readRules },
      schema: {
        tags,
        summary: 'The numbering rule of one document type',
        querystring: z.object({ document: documentField }),
        response: { 200: envelope(ruleRecord) },
      },
    },
    async (request) =>
      ok(await inTenant(db, request, (tx, auth) => recordOf(tx, auth.tenantId, request.query.document))),
  )

  app.get(
    `${prefix}/history`,
    {
      config: { access: readRules },
      schema: {
        tags,
        summary:
          "A document type's numbering rule: its change history, newest first (who, when, the items before and after)",
        querystring: z.object({ document: documentField }),
        response: { 200: envelope(z.array(historyEntrySchema)) },
      },
    },
    async (request) =>
      ok(
        await inTenant(db, request, (tx, auth) =>
          historyOf(tx, NUMBERING_RULE_HISTORY, auth.tenantId, numberingRuleRecordId(request.query.document)),
        ),
      ),
  )

  app.post(
    `${prefix}/submit`,
    {
      config: { access: editRules },
      schema: {
        tags,
        summary: 'Replace the numbering rule of a document type (numbers already given stay as they are)',
        body: z.object({ document: documentField, items: ruleItems }),
        response: { 200: envelope(ruleRecord) },
      },
    },
    async (request) => {
      const { document, items } = request.body
      return ok(
        await inTenant(db, request, async (tx, auth) => {
          await saveRule(tx, auth.tenantId, auth.userId, document, asItems(items))
          return recordOf(tx, auth.tenantId, document)
        }),
      )
    },
  )

  app.post(
    `${prefix}/reset`,
    {
      config: { access: editRules },
      schema: {
        tags,
        summary: 'Go back to the default numbering rule of a document type',
        body: z.object({ document: documentField }),
        response: { 200: envelope(ruleRecord) },
      },
    },
    async (request) => {
      const { document } = request.body
      return ok(
        await inTenant(db, request, async (tx, auth) => {
          await resetRule(tx, auth.tenantId, auth.userId, document)
          return recordOf(tx, auth.tenantId, document)
        }),
      )
    },
  )

  app.post(
    `${prefix}/preview`,
    {
      config: { access: readRules },
      schema: {
        tags,
        summary: 'The number a rule would print now with a serial, taking no serial',
        body: z.object({
          document: documentField,
          items: ruleItems,
          serial: z.number().int().min(1).max(2_147_483_647).default(1),
          context: previewContext.default({}),
        }),
        response: { 200: envelope(z.object({ number: z.string() })) },
      },
    },
    async (request) => {
      const { document, items, serial, context } = request.body
      const numbering: NumberingContext = { ...context, now: new Date() }
      return ok({ number: previewNumber({ document, items: asItems(items) }, numbering, serial) })
    },
  )
}

export default numberingRoutes
