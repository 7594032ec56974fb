import { z } from 'zod'

/** Wire schemas every workflow route shares. */

/** One row of a record's audit trail (GET …/workflow). */
export const auditRow = z.object({
  action: z.string(),
  fromState: z.number().int(),
  toState: z.number().int(),
  reason: z.string().nullable(),
  userId: z.string(),
  userName: z.string().nullable(),
  at: z.string(),
})

/** The reason typed with an action (required by the machine where it says so). */
export const reasonField = z.string().trim().max(500).nullish()
