import { and, eq } from 'drizzle-orm'
import { contractMachine, type ContractStatus } from '@/domain/billing'
import { allowedActions, type ActorContext } from '@/domain/workflow'
import type { Tx } from '../../../db/database'
import { contract } from '../../../db/schema'
import type { AuthContext } from '../../../plugins/access'
import { auditTrail } from '../../lab-workflow/audit'
import { actorOf, applyTransition } from '../../lab-workflow/transition'
import { findContract } from './service'

/**
 * Terminates a contract in force, with a reason, audited like a quote's review: it takes no new order from
 * then on; the orders already made keep their prices.
 */
export async function terminateContract(
  tx: Tx,
  auth: AuthContext,
  input: { id: string; reason?: string | null | undefined },
  now: Date,
): Promise<{ status: ContractStatus }> {
  const row = await findContract(tx, auth.tenantId, input.id)
  const actor = await actorOf(tx, auth)
  const ctx: ActorContext = { userId: auth.userId, isManager: actor.isManager, reason: input.reason ?? null }
  const status = await applyTransition(tx, {
    tenantId: auth.tenantId,
    machine: contractMachine,
    entityId: row.id,
    from: row.status,
    action: 'terminate',
    ctx,
    actor,
    write: async (next) => {
      const updated = await tx
        .update(contract)
        .set({ status: next, updateUser: auth.userId, updateTime: now })
        .where(
          and(eq(contract.tenantId, auth.tenantId), eq(contract.id, row.id), eq(contract.status, row.status)),
        )
        .returning({ id: contract.id })
      return updated.length === 1
    },
  })
  return { status }
}

/** The steps the caller may take now, and the contract's audit trail. */
export async function contractWorkflow(tx: Tx, auth: AuthContext, id: string) {
  const row = await findContract(tx, auth.tenantId, id)
  const actor = await actorOf(tx, auth)
  return {
    status: row.status,
    actions: allowedActions(contractMachine, row.status, { userId: auth.userId, isManager: actor.isManager }),
    audit: await auditTrail(tx, auth.tenantId, 'contract', id),
  }
}
