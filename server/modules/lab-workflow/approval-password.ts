import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import type { Db } from '../../db/database'
import { authOf } from '../../plugins/access'
import { confirmPassword } from '../auth/reauth'

/** The approver's password, asked again when she approves (it signs the certificate in her name). */
export const approvalPassword = z
  .string()
  .max(128)
  .nullish()
  .meta({ description: 'approve only: the approver’s password again (counted as a sign-in attempt)' })

/** An approval goes ahead only once its approver has confirmed her password; other actions need none. */
export async function confirmApprover(
  db: Db,
  request: FastifyRequest,
  body: { action: string; password?: string | null | undefined },
): Promise<void> {
  if (body.action !== 'approve') return
  const auth = authOf(request)
  await confirmPassword(
    db,
    { tenantId: auth.tenantId, userId: auth.userId, password: body.password },
    request.ip,
  )
}
