import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { granted, signedIn } from '../../../access/rules'
import type { Db } from '../../../db/database'
import { envelope, idsField, ok, pageOf, pageQuery } from '../../../http/envelope'
import { assertPermissionIn, type AuthContext, inTenant, isAdmin } from '../../../plugins/access'
import { auditContextOf } from '../../security-log/context'
import { ownAccount } from '../../shared/access-reasons'
import { validatedText } from '../../shared/domain-fields'
import {
  changeOwnPassword,
  findUserDetail,
  findUsers,
  grantRoles,
  removeUsers,
  resetPasswords,
  submitUser,
  updateOwnProfile,
} from './service'

const userRecord = z.object({
  id: z.string(),
  tenantId: z.string(),
  account: z.string(),
  name: z.string(),
  realName: z.string(),
  nickName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  sex: z.number().int().nullable(),
  avatar: z.string().nullable(),
  deptId: z.string().nullable(),
  deptName: z.string().nullable(),
  status: z.number().int(),
  roleIds: z.array(z.string()),
  roleNames: z.array(z.string()),
  roleAliases: z.array(z.string()),
  createTime: z.string().nullable(),
  updateTime: z.string().nullable(),
})

const uuidList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) =>
    (Array.isArray(value) ? value : value.split(',')).map((id) => id.trim()).filter(Boolean),
  )
  .pipe(z.array(z.uuid()).max(1000))

const profileFields = {
  realName: z.string().trim().min(1).max(64),
  nickName: z.string().trim().max(64).nullish(),
  email: validatedText('email', 128),
  phone: validatedText('mobile', 20),
  sex: z.coerce.number().int().min(1).max(2).nullish(),
  avatar: z.string().trim().max(500).nullish(),
}

const userInput = z.object({
  id: z
    .uuid()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  account: z
    .string()
    .trim()
    .min(2)
    .max(64)
    .regex(/^[A-Za-z0-9_.@-]+$/, 'letters, digits, _ . @ -'),
  password: z.string().max(128).optional(),
  ...profileFields,
  deptId: z.uuid().nullish(),
  status: z.coerce.number().int().min(1).max(2).optional(),
  roleIds: uuidList,
})

const passwordInput = z.object({
  oldPassword: z.string().min(1).max(128),
  newPassword: z.string().min(1).max(128),
  newPassword1: z.string().min(1).max(128),
})

const actorOf = (auth: AuthContext) => ({ userId: auth.userId, isAdmin: isAdmin(auth) })

const viewing = granted('user_view')

export async function userRoutes(appBase: FastifyInstance, options: { db: Db }) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const { db } = options
  const tags = ['user']
  const base = '/api/blade-user'

  app.get(
    `${base}/list`,
    {
      config: { access: viewing },
      schema: {
        tags,
        summary: 'Users of the tenant, paged',
        querystring: pageQuery.extend({
          account: z.string().max(64).optional(),
          realName: z.string().max(64).optional(),
          phone: z.string().max(20).optional(),
          deptId: z.uuid().optional(),
        }),
        response: { 200: envelope(pageOf(userRecord)) },
      },
    },
    async (request) => {
      return ok(await inTenant(db, request, (tx, auth) => findUsers(tx, auth.tenantId, request.query)))
    },
  )

  app.get(
    `${base}/detail`,
    {
      config: { access: viewing },
      schema: {
        tags,
        summary: 'One user',
        querystring: z.object({ id: z.uuid() }),
        response: { 200: envelope(userRecord) },
      },
    },
    async (request) => {
      return ok(
        await inTenant(db, request, (tx, auth) => findUserDetail(tx, auth.tenantId, request.query.id)),
      )
    },
  )

  app.post(
    `${base}/submit`,
    {
      config: { access: granted('user_add', 'user_edit') },
      schema: {
        tags,
        summary: 'Create (with password) or update a user',
        body: userInput,
        response: { 200: envelope(userRecord) },
      },
    },
    async (request) =>
      ok(
        await inTenant(db, request, async (tx, auth) => {
          await assertPermissionIn(tx, auth, request.body.id ? 'user_edit' : 'user_add')
          return submitUser(tx, auth.tenantId, actorOf(auth), request.body, auditContextOf(request))
        }),
      ),
  )

  app.post(
    `${base}/remove`,
    {
      config: { access: granted('user_delete') },
      schema: {
        tags,
        summary: 'Remove users (ids)',
        querystring: z.object({ ids: idsField }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await inTenant(db, request, (tx, auth) =>
        removeUsers(tx, auth.tenantId, auditContextOf(request), request.query.ids),
      )
      return ok(null)
    },
  )

  app.post(
    `${base}/grant`,
    {
      config: { access: granted('user_role') },
      schema: {
        tags,
        summary: 'Give users a set of roles (replaces their roles)',
        body: z.object({ userIds: uuidList.pipe(z.array(z.string()).min(1)), roleIds: uuidList }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await inTenant(db, request, (tx, auth) =>
        grantRoles(
          tx,
          auth.tenantId,
          actorOf(auth),
          request.body.userIds,
          request.body.roleIds,
          auditContextOf(request),
        ),
      )
      return ok(null)
    },
  )

  app.post(
    `${base}/reset-password`,
    {
      config: { access: granted('user_reset') },
      schema: {
        tags,
        summary: "Reset users' passwords to the tenant's initial password (parameter account.initPassword)",
        querystring: z.object({ userIds: idsField }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await inTenant(db, request, (tx, auth) =>
        resetPasswords(tx, auth.tenantId, auditContextOf(request), request.query.userIds),
      )
      return ok(null)
    },
  )

  app.get(
    `${base}/info`,
    {
      config: { access: signedIn(ownAccount) },
      schema: { tags, summary: 'The signed-in user', response: { 200: envelope(userRecord) } },
    },
    async (request) => {
      return ok(await inTenant(db, request, (tx, auth) => findUserDetail(tx, auth.tenantId, auth.userId)))
    },
  )

  app.post(
    `${base}/update-info`,
    {
      config: { access: signedIn(ownAccount) },
      schema: {
        tags,
        summary: "Update the signed-in user's own profile",
        body: z.object(profileFields),
        response: { 200: envelope(userRecord) },
      },
    },
    async (request) => {
      return ok(
        await inTenant(db, request, (tx, auth) =>
          updateOwnProfile(tx, auth.tenantId, auth.userId, request.body),
        ),
      )
    },
  )

  app.post(
    `${base}/update-password`,
    {
      config: { access: signedIn(ownAccount) },
      schema: {
        tags,
        summary: "Change the signed-in user's password",
        body: passwordInput,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await inTenant(db, request, (tx, auth) =>
        changeOwnPassword(tx, auth.tenantId, auditContextOf(request), request.body),
      )
      return ok(null)
    },
  )

  app.get(
    '/user/getUserInfo',
    {
      config: { access: signedIn(ownAccount) },
      schema: {
        tags,
        summary: 'The signed-in user with role aliases (shell start-up)',
        response: {
          200: envelope(z.object({ userInfo: userRecord, roles: z.array(z.string()), tenantId: z.string() })),
        },
      },
    },
    async (request) =>
      ok(
        await inTenant(db, request, async (tx, auth) => {
          const userInfo = await findUserDetail(tx, auth.tenantId, auth.userId)
          return { userInfo, roles: userInfo.roleAliases, tenantId: auth.tenantId }
        }),
      ),
  )
}

export default userRoutes
