import type { ActorContext, Machine } from '../workflow/machine'

/** A contract's status (the list's 合同状态): in force, or terminated for good. */
export const CONTRACT_STATUS = { inForce: 100, terminated: 200 } as const
export type ContractStatus = (typeof CONTRACT_STATUS)[keyof typeof CONTRACT_STATUS]

/**
 * A contract is in force from when it is made; it is terminated early with a reason (the customer withdrew,
 * the terms were replaced), after which it takes no new order. Orders already made keep their prices.
 */
export const contractMachine: Machine<ContractStatus, 'terminate', ActorContext> = {
  entity: 'contract',
  initial: CONTRACT_STATUS.inForce,
  states: Object.values(CONTRACT_STATUS),
  guards: [],
  actions: {
    terminate: { from: [CONTRACT_STATUS.inForce], to: CONTRACT_STATUS.terminated, reasonRequired: true },
  },
}
