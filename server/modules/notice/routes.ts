import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { notices } from '@/domain/resources/notices'
import { readPublicBrowseSettings, type PublicBrowseSettings } from '../../config'
import type { Db } from '../../db/database'
import { withTenant } from '../../db/tenant-scope'
import { envelope, ok, pageOf } from '../../http/envelope'
import { AppError } from '../../http/errors'
import { inTenant } from '../../plugins/access'
import { anyone, granted, signedIn } from '../../access/rules'
import { labTenantOf } from '../public-query/certificate'
import { publicLimiter } from '../public-query/limiter'
import { changeNotice, releasedNotice, releasedNotices } from './service'

export type NoticeRoutesOptions = {
  db: Db
  /** Limits of the public pages per address; by default read from the environment (docs/configuration.md). */
  browse?: PublicBrowseSettings
}

/** The public pages show only what the lab has released. */
const publicNotices = anyone('released notices')

const noticeSummary = z.object({
  id: z.string(),
  title: z.string(),
  category: z.string().nullable(),
  releaseTime: z.string(),
})

const tenantField = z
  .string()
  .trim()
  .regex(/^(\d{6})?$/, 'tenantId: 6 digits')
  .optional()

const paging = (maxSize: number) =>
  z.object({
    current: z.coerce.number().int().min(1).max(10_000).default(1),
    size: z.coerce.number().int().min(1).max(maxSize).default(10),
  })

/**
 * Notices besides the engine's list, form and removal: 发布 and 撤回, the released notices for the
 * staff home (spec §7 POST /api/blade-desk/notice/releaseInfoPage), and the public list and detail.
 */
export async function noticeRoutes(appBase: FastifyInstance, options: NoticeRoutesOptions) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const { db } = options
  const browse = options.browse ?? readPublicBrowseSettings()
  const tags = [`resource:${notices.code}`]
  const stateAnswer = envelope(z.object({ status: z.number().int(), releaseTime: z.string().nullable() }))

  for (const action of ['release', 'withdraw'] as const) {
    app.post(
      `${notices.base}/${action}`,
      {
        // Withdrawing is undoing a release: the same button right.
        config: { access: granted('notice_release') },
        schema: {
          tags,
          summary:
            action === 'release'
              ? 'Release (发布) a draft or withdrawn notice: public and on the staff home from now on'
              : 'Withdraw (撤回) a released notice: no longer listed nor readable by the public',
          querystring: z.object({ id: z.uuid() }),
          response: { 200: stateAnswer },
        },
      },
      async (request) => {
        return ok(
          await inTenant(db, request, (tx, auth) =>
            changeNotice(tx, auth.tenantId, auth.userId, request.query.id, action),
          ),
        )
      },
    )
  }

  app.post(
    `${notices.base}/releaseInfoPage`,
    {
      config: { access: signedIn('the notices the lab has released') },
      schema: {
        tags,
        summary: "The tenant's released notices, newest first (the staff home's 公告)",
        querystring: paging(100),
        body: z
          .object({
            title: z.string().trim().max(200).optional(),
            category: z.string().trim().max(64).optional(),
          })
          .optional(),
        response: { 200: envelope(pageOf(noticeSummary)) },
      },
    },
    async (request) => {
      return ok(
        await inTenant(db, request, (tx, auth) =>
          releasedNotices(tx, auth.tenantId, request.query, request.body ?? {}),
        ),
      )
    },
  )

  /** The lab a public request names (or the only one). */
  const labOf = async (requested: string | undefined) => {
    const tenantId = await labTenantOf(db, requested || undefined)
    if (!tenantId) throw new AppError(400, 'public.tenantRequired')
    return tenantId
  }

  app.get(
    '/api/public/notice/list',
    {
      config: { access: publicNotices },
      onRequest: publicLimiter(db, 'browse', browse),
      schema: {
        tags: ['public'],
        summary: "The lab's released notices, newest first (no sign-in; limited per address)",
        querystring: paging(50).extend({ tenantId: tenantField }),
        response: { 200: envelope(pageOf(noticeSummary)) },
      },
    },
    async (request) => {
      const { tenantId: requested, ...page } = request.query
      const tenantId = await labOf(requested)
      return ok(await withTenant(db, tenantId, (tx) => releasedNotices(tx, tenantId, page)))
    },
  )

  app.get(
    '/api/public/notice/detail',
    {
      config: { access: publicNotices },
      onRequest: publicLimiter(db, 'browse', browse),
      schema: {
        tags: ['public'],
        summary:
          'One released notice: title, category, release time and its plain-text content (404 when a draft, withdrawn or unknown)',
        querystring: z.object({ id: z.uuid(), tenantId: tenantField }),
        response: { 200: envelope(noticeSummary.extend({ content: z.string() })) },
      },
    },
    async (request) => {
      const tenantId = await labOf(request.query.tenantId)
      const found = await withTenant(db, tenantId, (tx) => releasedNotice(tx, tenantId, request.query.id))
      if (!found) throw new AppError(404, 'public.noticeNotFound')
      return ok(found)
    },
  )
}

export default noticeRoutes
