import type { Tx } from '../../db/database'
import type { ProcessStatus } from '../../db/schema'
import { handleTask, type Handled } from './engine'
import { LEAVE_KEY, finishLeave } from './leave'

/** What each process's business record does when its instance ends (by definition key). */
const finishers: Record<string, (tx: Tx, handled: Handled) => Promise<void>> = {
  [LEAVE_KEY]: finishLeave,
}

export type Completed = {
  taskId: string
  processInstanceId: string
  businessId: string
  status: ProcessStatus
}

/** Handles a task (work/complete-task) and lets its business record follow, in one transaction. */
export async function completeTask(
  tx: Tx,
  tenantId: string,
  userId: string,
  input: { taskId: string; pass: boolean; comment?: string | null },
): Promise<Completed> {
  const handled = await handleTask(tx, tenantId, userId, input)
  await finishers[handled.definition.key]?.(tx, handled)
  return {
    taskId: handled.task.id,
    processInstanceId: handled.instance.id,
    businessId: handled.instance.businessId,
    status: handled.status,
  }
}
