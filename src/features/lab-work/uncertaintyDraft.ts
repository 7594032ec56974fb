import type { Budget, BudgetComponent, Coverage, Distribution } from '@/domain/uncertainty'

/** One component as the form holds it: every value as typed, the readings as one text. */
export type ComponentDraft = {
  type: 'A' | 'B'
  name: string
  readings: string
  averaged: string
  pooledDeviation: string
  pooledDegreesOfFreedom: string
  basis: 'halfWidth' | 'expanded' | 'standard'
  value: string
  distribution: Distribution
  coverageFactor: string
  degreesOfFreedom: string
  sensitivity: string
}

export type BudgetDraft = { coverage: Coverage; components: ComponentDraft[] }

export const emptyComponent = (type: 'A' | 'B'): ComponentDraft => ({
  type,
  name: '',
  readings: '',
  averaged: '',
  pooledDeviation: '',
  pooledDegreesOfFreedom: '',
  basis: 'halfWidth',
  value: '',
  distribution: 'rectangular',
  coverageFactor: '2',
  degreesOfFreedom: '',
  sensitivity: '1',
})

export const emptyBudget = (): BudgetDraft => ({
  coverage: 'p95',
  components: [emptyComponent('A'), { ...emptyComponent('B'), basis: 'expanded' }],
})

/** Readings may be typed separated by spaces, commas or semicolons (Chinese or Latin), or one per line. */
export const readingsOf = (text: string): string[] =>
  text
    .split(/[\s,，;；、]+/)
    .map((reading) => reading.trim())
    .filter(Boolean)

const whole = (text: string): number | null => (text.trim() === '' ? null : Number(text.trim()))

export function budgetOfDraft(draft: BudgetDraft): Budget {
  return {
    coverage: draft.coverage,
    components: draft.components.map((component): BudgetComponent => {
      const sensitivity = component.sensitivity.trim() || null
      if (component.type === 'A')
        return {
          type: 'A',
          name: component.name.trim(),
          readings: readingsOf(component.readings),
          pooledDeviation: component.pooledDeviation.trim() || null,
          pooledDegreesOfFreedom: whole(component.pooledDegreesOfFreedom),
          averaged: whole(component.averaged),
          sensitivity,
        }
      return {
        type: 'B',
        name: component.name.trim(),
        basis: component.basis,
        value: component.value.trim(),
        distribution: component.basis === 'halfWidth' ? component.distribution : null,
        coverageFactor: component.basis === 'expanded' ? component.coverageFactor.trim() : null,
        degreesOfFreedom: whole(component.degreesOfFreedom),
        sensitivity,
      }
    }),
  }
}

const text = (value: string | number | null | undefined) => (value == null ? '' : String(value))

export function draftOfBudget(budget: Budget): BudgetDraft {
  return {
    coverage: budget.coverage,
    components: budget.components.map((component) =>
      component.type === 'A'
        ? {
            ...emptyComponent('A'),
            name: component.name,
            readings: component.readings.join(' '),
            averaged: text(component.averaged),
            pooledDeviation: text(component.pooledDeviation),
            pooledDegreesOfFreedom: text(component.pooledDegreesOfFreedom),
            sensitivity: text(component.sensitivity) || '1',
          }
        : {
            ...emptyComponent('B'),
            name: component.name,
            basis: component.basis,
            value: component.value,
            distribution: component.distribution ?? 'rectangular',
            coverageFactor: text(component.coverageFactor) || '2',
            degreesOfFreedom: text(component.degreesOfFreedom),
            sensitivity: text(component.sensitivity) || '1',
          },
    ),
  }
}
