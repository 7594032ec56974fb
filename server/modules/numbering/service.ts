import { and, eq, sql } from 'drizzle-orm'
import {
  NUMBERING_MESSAGES,
  NUMBERING_RULE_HISTORY,
  defaultRule,
  formatNumber,
  numberPrefix,
  numberingRuleRecordId,
  ruleProblems,
  type NumberedDocument,
  type NumberingContext,
  type NumberingProblemCode,
  type NumberingRule,
  type RuleItem,
} from '@/domain/numbering'
import type { Tx } from '../../db/database'
import { numberingRule } from '../../db/schema'
import { AppError } from '../../http/errors'
import { recordChange } from '../../resources/history'
import { nextSerial } from '../shared/serial'

/**
 * Document numbers: the tenant's rule for the document type (else the domain's default), the
 * counter of the rule's printed prefix, and the number. Everything happens in the caller's transaction: the
 * counter row stays locked until it commits, so concurrent callers queue there and never share a serial, and
 * a transaction that rolls back gives its number back.
 */

/** 400 with the first problem's message in the caller's language; data.problems lists every code. */
export function numberingRefusal(problems: readonly NumberingProblemCode[]): AppError {
  const [first] = problems
  const message = first
    ? NUMBERING_MESSAGES[first]
    : { zh: '编号规则无效', en: 'The numbering rule is invalid' }
  return new AppError(400, 'domain.message', { message }, { problems })
}

export type StoredRule = NumberingRule & { custom: boolean; updateTime: string | null }

/** The rule a document type is numbered by now: the tenant's own, else the default. */
export async function findRule(tx: Tx, tenantId: string, document: NumberedDocument): Promise<StoredRule> {
  const [row] = await tx
    .select({ items: numberingRule.items, updateTime: numberingRule.updateTime })
    .from(numberingRule)
    .where(and(eq(numberingRule.tenantId, tenantId), eq(numberingRule.document, document)))
  if (!row) return { ...defaultRule(document), custom: false, updateTime: null }
  return { document, items: row.items, custom: true, updateTime: new Date(row.updateTime).toISOString() }
}

/** A rule's items as its history keeps them: JSON with each item's keys in one order, as jsonb reorders them. */
const itemsText = (items: readonly RuleItem[]) =>
  JSON.stringify(
    items.map((item) => Object.fromEntries(Object.entries(item).sort(([a], [b]) => a.localeCompare(b)))),
  )

/** Keeps a change of a document type's rule in the record history (nothing when its items stayed the same). */
async function recordRuleChange(
  tx: Tx,
  tenantId: string,
  userId: string,
  action: 'update' | 'reset',
  before: StoredRule,
) {
  const after = await findRule(tx, tenantId, before.document)
  const [was, is] = [itemsText(before.items), itemsText(after.items)]
  if (was === is && action === 'update') return
  await recordChange(tx, {
    tenantId,
    resource: NUMBERING_RULE_HISTORY,
    recordId: numberingRuleRecordId(before.document),
    action,
    changes: was === is ? [] : [{ field: 'items', before: was, after: is }],
    userId,
  })
}

/**
 * Saves a rule after checking it; the serials already given stay given (they are keyed by prefix). The
 * change is kept in the rule's history.
 */
export async function saveRule(
  tx: Tx,
  tenantId: string,
  userId: string,
  document: NumberedDocument,
  items: readonly RuleItem[],
): Promise<void> {
  const problems = ruleProblems({ document, items })
  if (problems.length > 0) throw numberingRefusal(problems)
  const before = await findRule(tx, tenantId, document)
  await tx
    .insert(numberingRule)
    .values({ tenantId, document, items: [...items], updateUser: userId })
    .onConflictDoUpdate({
      target: [numberingRule.tenantId, numberingRule.document],
      set: { items: [...items], updateUser: userId, updateTime: sql`now()` },
    })
  await recordRuleChange(tx, tenantId, userId, 'update', before)
}

/** Back to the default rule, kept in the rule's history when the lab had one of its own. */
export async function resetRule(
  tx: Tx,
  tenantId: string,
  userId: string,
  document: NumberedDocument,
): Promise<void> {
  const before = await findRule(tx, tenantId, document)
  if (!before.custom) return
  await tx
    .delete(numberingRule)
    .where(and(eq(numberingRule.tenantId, tenantId), eq(numberingRule.document, document)))
  await recordRuleChange(tx, tenantId, userId, 'reset', before)
}

/** The next number of a document type: takes a serial (locked until the caller's transaction ends). */
export async function nextDocumentNumber(
  tx: Tx,
  tenantId: string,
  document: NumberedDocument,
  context: NumberingContext,
): Promise<string> {
  const rule = await findRule(tx, tenantId, document)
  return numberByRule(tx, tenantId, rule, context)
}

export async function numberByRule(
  tx: Tx,
  tenantId: string,
  rule: NumberingRule,
  context: NumberingContext,
): Promise<string> {
  const problems = ruleProblems(rule)
  if (problems.length > 0) throw numberingRefusal(problems)
  const prefix = numberPrefix(rule, context)
  if (!prefix.ok) throw numberingRefusal(prefix.problems)
  const serial = await nextSerial(tx, tenantId, prefix.prefix)
  const formatted = formatNumber(rule, context, serial)
  if (!formatted.ok) throw numberingRefusal(formatted.problems)
  return formatted.number
}

/** What a rule would print with a serial, taking nothing (the settings page's preview). */
export function previewNumber(rule: NumberingRule, context: NumberingContext, serial = 1): string {
  const problems = ruleProblems(rule)
  if (problems.length > 0) throw numberingRefusal(problems)
  const formatted = formatNumber(rule, context, serial)
  if (!formatted.ok) throw numberingRefusal(formatted.problems)
  return formatted.number
}
