import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { readPermissionsOf } from '@/domain/access'
import { questionnaires } from '@/domain/resources'
import type { Question } from '@/domain/survey'
import { anyone, granted } from '../../access/rules'
import { readPublicBrowseSettings, type PublicBrowseSettings } from '../../config'
import type { Db } from '../../db/database'
import { envelope, idsField, ok } from '../../http/envelope'
import { assertPermission, authOf, inTenant } from '../../plugins/access'
import { publicLimiter } from '../public-query/limiter'
import { answerQuestionnaire, openQuestionnaire } from './public'
import {
  answerBody,
  createLinksBody,
  linkView,
  publicQuestionnaire,
  questionnaireDetail,
  resultsView,
  submitBody,
  tokenField,
} from './schemas'
import {
  closeQuestionnaire,
  createLinks,
  findQuestionnaire,
  linksOf,
  publishQuestionnaire,
  removeQuestionnaires,
  resultsOf,
  saveQuestionnaire,
} from './service'

export type SurveyRoutesOptions = {
  db: Db
  /** The public pages' limits per address; by default read from the environment (docs/configuration.md). */
  browseSettings?: PublicBrowseSettings
}

const permission = (suffix: string) => `${questionnaires.permission}_${suffix}`
const idQuery = z.object({ id: z.uuid() })
const refusal = envelope(z.unknown())

/**
 * Questionnaires: the staff routes beside the resource engine's list and export
 * (src/domain/resources/questionnaires.ts), and the two public routes of /template-evart.
 */
export async function surveyRoutes(appBase: FastifyInstance, options: SurveyRoutesOptions) {
  const app = appBase.withTypeProvider<ZodTypeProvider>()
  const { db } = options
  const base = questionnaires.base
  const tags = ['survey']

  app.get(
    `${base}/detail`,
    {
      config: { access: granted(readPermissionsOf(questionnaires)) },
      schema: {
        tags,
        summary: 'A questionnaire with its questions',
        querystring: idQuery,
        response: { 200: envelope(questionnaireDetail) },
      },
    },
    async (request) => {
      return ok(
        await inTenant(db, request, (tx, auth) => findQuestionnaire(tx, auth.tenantId, request.query.id)),
      )
    },
  )

  app.post(
    `${base}/submit`,
    {
      config: { access: granted('questionnaire_add', 'questionnaire_edit') },
      schema: {
        tags,
        summary:
          'Create a draft questionnaire or change one (a published or closed one cannot change); the design is checked',
        body: submitBody,
        response: { 200: envelope(z.object({ id: z.string() })) },
      },
    },
    async (request) => {
      const body = request.body
      // Before the transaction: the check opens its own, and PGlite cannot nest them.
      await assertPermission(db, authOf(request), permission(body.id ? 'edit' : 'add'))
      const input = { ...body, questions: body.questions as Question[] }
      return ok(
        await inTenant(db, request, (tx, auth) => saveQuestionnaire(tx, auth.tenantId, auth.userId, input)),
      )
    },
  )

  app.post(
    `${base}/remove`,
    {
      config: { access: granted('questionnaire_delete') },
      schema: {
        tags,
        summary: 'Remove questionnaires (ids, comma-separated); their links stop working',
        querystring: z.object({ ids: idsField }),
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await inTenant(db, request, (tx, auth) =>
        removeQuestionnaires(tx, auth.tenantId, auth.userId, request.query.ids),
      )
      return ok(null)
    },
  )

  app.post(
    `${base}/publish`,
    {
      config: { access: granted('questionnaire_publish') },
      schema: {
        tags,
        summary: 'Publish a draft: its links take answers, its questions freeze',
        querystring: idQuery,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await inTenant(db, request, (tx, auth) =>
        publishQuestionnaire(tx, auth.tenantId, auth.userId, request.query.id),
      )
      return ok(null)
    },
  )

  app.post(
    `${base}/close`,
    {
      config: { access: granted('questionnaire_publish') },
      schema: {
        tags,
        summary: 'Close a published questionnaire: its links stop taking answers',
        querystring: idQuery,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await inTenant(db, request, (tx, auth) =>
        closeQuestionnaire(tx, auth.tenantId, auth.userId, request.query.id),
      )
      return ok(null)
    },
  )

  app.get(
    `${base}/links`,
    {
      config: { access: granted('questionnaire_link') },
      schema: {
        tags,
        summary: "A questionnaire's links, each with its token and whether it was answered",
        querystring: z.object({ questionnaireId: z.uuid() }),
        response: { 200: envelope(z.array(linkView)) },
      },
    },
    async (request) => {
      return ok(
        await inTenant(db, request, (tx, auth) => linksOf(tx, auth.tenantId, request.query.questionnaireId)),
      )
    },
  )

  app.post(
    `${base}/links`,
    {
      config: { access: granted('questionnaire_link') },
      schema: {
        tags,
        summary: 'Create links to a published questionnaire, one per label (a customer, an order number)',
        body: createLinksBody,
        response: { 200: envelope(z.array(linkView)) },
      },
    },
    async (request) => {
      const { questionnaireId, labels } = request.body
      return ok(
        await inTenant(db, request, (tx, auth) =>
          createLinks(tx, auth.tenantId, auth.userId, questionnaireId, labels),
        ),
      )
    },
  )

  app.get(
    `${base}/results`,
    {
      config: { access: granted('questionnaire_result') },
      schema: {
        tags,
        summary: 'The results: responses and links, per question the counts, the ratings and the texts',
        querystring: idQuery,
        response: { 200: envelope(resultsView) },
      },
    },
    async (request) => {
      return ok(await inTenant(db, request, (tx, auth) => resultsOf(tx, auth.tenantId, request.query.id)))
    },
  )

  const browse = publicLimiter(db, 'browse', options.browseSettings ?? readPublicBrowseSettings())

  app.get(
    '/api/public/questionnaire',
    {
      onRequest: browse,
      config: { access: anyone('a questionnaire by the token of its link') },
      schema: {
        tags: ['public'],
        summary: "A link's questionnaire (no sign-in): 404 unknown link, 409 already answered, 410 closed",
        querystring: z.object({ token: tokenField }),
        response: { 200: envelope(publicQuestionnaire), '4xx': refusal },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return ok(await openQuestionnaire(db, request.query.token))
    },
  )

  app.post(
    '/api/public/questionnaire/answer',
    {
      onRequest: browse,
      config: { access: anyone('answered once per link token') },
      schema: {
        tags: ['public'],
        summary:
          "Answer a link's questionnaire, once (400 with the question's message, 409 already answered, 410 closed)",
        body: answerBody,
        response: { 200: envelope(z.null()), '4xx': refusal },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      await answerQuestionnaire(db, request.body.token, request.body.answers)
      return ok(null, '提交成功')
    },
  )
}

export default surveyRoutes
