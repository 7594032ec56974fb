/** The days the acceptance page switches between (lab days: see @/domain/labClock). */
export const DAY_CHOICES = ['yesterday', 'today', 'tomorrow'] as const
export type DayChoice = (typeof DAY_CHOICES)[number]

export const dayOffset = (choice: DayChoice): number =>
  choice === 'yesterday' ? -1 : choice === 'tomorrow' ? 1 : 0
