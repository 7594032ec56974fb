import { and, asc, eq, sql, type SQL } from 'drizzle-orm'
import { uuidv7 } from 'uuidv7'
import type { Tx } from '../../db/database'
import { file, material } from '../../db/schema'
import { contains, iso, liveRows, pageRows } from '../shared/crud'
import { downloadLink } from '../file/service'

/** Dictionary material_type (spec §3): 0 tool, 1 system usage, 2 template. */
export const MATERIAL_TYPES = { tool: 0, systemUsage: 1, template: 2 } as const

export type MaterialDto = {
  id: string
  tenantId: string
  type: number
  name: string
  fileId: string
  fileName: string | null
  contentType: string | null
  size: number | null
  /** Download address of the file (spec §7: /api/file/download?fileId={fileId}). */
  link: string
  remark: string | null
  sort: number
  createTime: string | null
}

export type MaterialQuery = {
  current: number
  size: number
  /** Y: exact match (the search bar's exact-match checkbox); N: contains. */
  searchType: 'N' | 'Y'
  name?: string
  type?: number
}

export function findMaterials(tx: Tx, tenantId: string, query: MaterialQuery) {
  const nameFilter: SQL | undefined =
    query.name === undefined
      ? undefined
      : query.searchType === 'Y'
        ? eq(material.name, query.name)
        : contains(material.name, query.name)
  const where = liveRows(
    material,
    tenantId,
    nameFilter,
    query.type === undefined ? undefined : eq(material.type, query.type),
  )
  return pageRows(tx, material, where, query, async (offset, limit) => {
    const rows = await tx
      .select({
        id: material.id,
        tenantId: material.tenantId,
        type: material.type,
        name: material.name,
        fileId: material.fileId,
        fileName: file.originalName,
        contentType: file.contentType,
        size: file.size,
        remark: material.remark,
        sort: material.sort,
        createTime: material.createTime,
      })
      .from(material)
      .leftJoin(
        file,
        and(eq(file.tenantId, material.tenantId), eq(file.id, material.fileId), eq(file.isDeleted, false)),
      )
      .where(where)
      .orderBy(asc(material.sort), asc(material.type), asc(material.name), asc(material.id))
      .offset(offset)
      .limit(limit)
    return rows.map((row): MaterialDto => ({
      ...row,
      link: downloadLink(row.fileId),
      createTime: iso(row.createTime),
    }))
  })
}

export type MaterialInput = {
  type: number
  name: string
  fileId: string
  remark?: string | null
  sort?: number
}

/** Adds a material (the seed now; the material management page later). */
export async function createMaterial(
  tx: Tx,
  tenantId: string,
  userId: string | null,
  input: MaterialInput,
): Promise<string> {
  const id = uuidv7()
  await tx.insert(material).values({
    tenantId,
    id,
    type: input.type,
    name: input.name,
    fileId: input.fileId,
    remark: input.remark ?? null,
    sort: input.sort ?? 0,
    createUser: userId,
    updateUser: userId,
    updateTime: sql`now()`,
  })
  return id
}
