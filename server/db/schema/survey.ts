import {
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core'
import { auditColumns, tenantId, tenantPolicy } from './columns'
import { recordKeyColumns, recordPrimaryKey, tenantForeignKey, createdOrderIndex } from './table-shapes'

/*
 * Questionnaires (/template-evart): staff design them (single and multiple choice, rating, text),
 * hand out links (one per customer or order, each a QR code), and read the results. A link is answered once.
 */

/** A questionnaire. Its questions are a JSON list (src/domain/survey) so a design is edited as one document. */
export const questionnaire = pgTable(
  'questionnaire',
  {
    ...recordKeyColumns(),
    title: varchar({ length: 200 }).notNull(),
    intro: varchar({ length: 1000 }),
    /** 1 draft (editable), 2 published (links answerable, questions frozen), 3 closed. */
    status: smallint().notNull().default(1),
    questions: jsonb().notNull().default([]),
    publishedAt: timestamp({ withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [
    recordPrimaryKey(t),
    createdOrderIndex('questionnaire_created_idx', t),
    tenantPolicy('questionnaire'),
  ],
)

/** A link to a questionnaire, answered at most once. The token is the link's only secret. */
export const questionnaireLink = pgTable(
  'questionnaire_link',
  {
    ...recordKeyColumns(),
    questionnaireId: uuid().notNull(),
    /** Random, URL-safe, unguessable (≥128 bits). Unique across labs: the public link carries only it. */
    token: varchar({ length: 64 }).notNull(),
    /** Who or what it was handed out for (a customer, an order number). */
    label: varchar({ length: 200 }),
    answeredAt: timestamp({ withTimezone: true }),
    ...auditColumns(),
  },
  (t) => [
    recordPrimaryKey(t),
    tenantForeignKey(t, t.questionnaireId, questionnaire),
    uniqueIndex('questionnaire_link_token_idx').on(t.token),
    index('questionnaire_link_questionnaire_idx').on(t.tenantId, t.questionnaireId),
    tenantPolicy('questionnaire_link'),
  ],
)

/** The answers given through a link: one row per link (the primary key makes "once" hold under races). */
export const questionnaireAnswer = pgTable(
  'questionnaire_answer',
  {
    tenantId: tenantId(),
    linkId: uuid().notNull(),
    questionnaireId: uuid().notNull(),
    /** { [questionId]: string | string[] | number } as checked against the questions when submitted. */
    answers: jsonb().notNull(),
    submittedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.linkId] }),
    tenantForeignKey(t, t.linkId, questionnaireLink),
    index('questionnaire_answer_questionnaire_idx').on(t.tenantId, t.questionnaireId),
    tenantPolicy('questionnaire_answer'),
  ],
)
