import { and, asc, eq } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { Tx } from '../../db/database'
import { routePlan, routePlanNode } from '../../db/schema'
import { badRequest, notFound } from '../../http/errors'
import { liveRows } from '../shared/crud'
import { regionPath } from '../region/region-data'

/** A node of a route plan as the editor sends it; its place in the list is its order. */
export type RouteNodeInput = {
  name: string
  nodeAttribute: number
  areaCode?: string | null
  address?: string | null
  contact?: string | null
  phone?: string | null
}

export type RouteNodeDto = {
  id: string
  seq: number
  name: string
  nodeAttribute: number
  areaCode: string | null
  areaCodeName: string | null
  address: string | null
  contact: string | null
  phone: string | null
}

const emptyToNull = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim() ?? ''
  return trimmed === '' ? null : trimmed
}

/** The region's path as people read it (湖南省/长沙市/…), from the server's own region data. */
function regionNameOf(code: string | null): string | null {
  if (!code) return null
  const path = regionPath(code)
  if (path.length === 0)
    throw badRequest('resource.fieldInvalid', {
      label: { zh: '所在地区', en: 'Region' },
      detail: { zh: '地区不存在', en: 'unknown region' },
    })
  return path.map((region) => region.name).join('/')
}

async function livePlan(tx: Tx, tenantId: string, planId: string) {
  const [plan] = await tx
    .select()
    .from(routePlan)
    .where(liveRows(routePlan, tenantId, eq(routePlan.id, planId)))
  if (!plan) throw notFound()
  return plan
}

/** A plan's nodes in the order they are driven. */
export async function findPlanNodes(tx: Tx, tenantId: string, planId: string): Promise<RouteNodeDto[]> {
  await livePlan(tx, tenantId, planId)
  const rows = await tx
    .select()
    .from(routePlanNode)
    .where(and(eq(routePlanNode.tenantId, tenantId), eq(routePlanNode.planId, planId)))
    .orderBy(asc(routePlanNode.seq))
  return rows.map((row) => ({
    id: row.id,
    seq: row.seq,
    name: row.name,
    nodeAttribute: row.nodeAttribute,
    areaCode: row.areaCode,
    areaCodeName: row.areaCodeName,
    address: row.address,
    contact: row.contact,
    phone: row.phone,
  }))
}

/**
 * Replaces a plan's nodes with `nodes`, numbered in the order given: the editor sends the whole list, so a
 * move, an insertion and a removal are one write that never leaves two nodes at one place.
 */
export async function savePlanNodes(
  tx: Tx,
  tenantId: string,
  planId: string,
  nodes: readonly RouteNodeInput[],
): Promise<RouteNodeDto[]> {
  await livePlan(tx, tenantId, planId)
  const rows = nodes.map((node, index) => {
    const areaCode = emptyToNull(node.areaCode)
    return {
      tenantId,
      id: uuidv7(),
      planId,
      seq: index + 1,
      name: node.name.trim(),
      nodeAttribute: node.nodeAttribute,
      areaCode,
      areaCodeName: regionNameOf(areaCode),
      address: emptyToNull(node.address),
      contact: emptyToNull(node.contact),
      phone: emptyToNull(node.phone),
    }
  })
  await tx
    .delete(routePlanNode)
    .where(and(eq(routePlanNode.tenantId, tenantId), eq(routePlanNode.planId, planId)))
  if (rows.length > 0) await tx.insert(routePlanNode).values(rows)
  await tx
    .update(routePlan)
    .set({ nodeCount: rows.length, updateTime: new Date() })
    .where(and(eq(routePlan.tenantId, tenantId), eq(routePlan.id, planId)))
  return findPlanNodes(tx, tenantId, planId)
}
