import { compare, decimalOf } from '../money/amount'
import { CONTRACT_STATUS } from './contractStatus'

/** Why a contract takes no new order, in both languages, with the fact that decides it. */
export type ContractRefusal = {
  code: 'contract.terminated' | 'contract.notYetValid' | 'contract.expired' | 'contract.ceilingReached'
  message: { zh: string; en: string }
}

export type ContractUse = {
  code: string
  status: number
  validFrom: string
  validUntil: string
  ceiling: string | null
  used: string
}

/**
 * Whether a contract may take a new order on a lab day ('YYYY-MM-DD'): it is in force, the day is within its
 * validity (both ends count) and, when it has a ceiling, what its orders come to is still below it. Null when it
 * may; otherwise the first reason, naming the date or the amounts.
 */
export function contractRefusal(contract: ContractUse, day: string): ContractRefusal | null {
  const { code } = contract
  if (contract.status !== CONTRACT_STATUS.inForce)
    return {
      code: 'contract.terminated',
      message: {
        zh: `合同 ${code} 已终止，不能再用于新的委托单`,
        en: `Contract ${code} is terminated: it takes no new order`,
      },
    }
  if (day < contract.validFrom)
    return {
      code: 'contract.notYetValid',
      message: {
        zh: `合同 ${code} 自 ${contract.validFrom} 起生效`,
        en: `Contract ${code} is valid from ${contract.validFrom}`,
      },
    }
  if (day > contract.validUntil)
    return {
      code: 'contract.expired',
      message: {
        zh: `合同 ${code} 已于 ${contract.validUntil} 到期`,
        en: `Contract ${code} expired on ${contract.validUntil}`,
      },
    }
  if (contract.ceiling !== null && compare(decimalOf(contract.used), decimalOf(contract.ceiling)) >= 0)
    return {
      code: 'contract.ceilingReached',
      message: {
        zh: `合同 ${code} 已达限额（已用 ${contract.used} 元，限额 ${contract.ceiling} 元）`,
        en: `Contract ${code} has reached its ceiling (used ${contract.used} of ${contract.ceiling} CNY)`,
      },
    }
  return null
}
