import { z } from 'zod'
import { COVERAGES, DISTRIBUTIONS, MAX_COMPONENTS, MAX_READINGS } from '@/domain/uncertainty'

/** Decimal texts are checked by src/domain/uncertainty, which answers the lab's own messages. */
const decimalText = z.string().max(32)

const typeA = z.object({
  type: z.literal('A'),
  name: z.string().max(100),
  readings: z.array(decimalText).max(MAX_READINGS),
  pooledDeviation: decimalText.nullish(),
  pooledDegreesOfFreedom: z.number().int().nullish(),
  averaged: z.number().int().nullish(),
  sensitivity: decimalText.nullish(),
})

const typeB = z.object({
  type: z.literal('B'),
  name: z.string().max(100),
  basis: z.enum(['halfWidth', 'expanded', 'standard']),
  value: decimalText,
  distribution: z.enum(DISTRIBUTIONS).nullish(),
  coverageFactor: decimalText.nullish(),
  degreesOfFreedom: z.number().int().nullish(),
  sensitivity: decimalText.nullish(),
})

export const budgetInput = z
  .object({
    components: z.array(z.discriminatedUnion('type', [typeA, typeB])).max(MAX_COMPONENTS),
    coverage: z.enum(COVERAGES),
  })
  .meta({
    description:
      'An uncertainty budget: type A (repeated readings, or a pooled s with its ν) and type B components (half-width with a distribution, U with k, or u), each with a sensitivity coefficient; coverage p95 = t95(νeff), p9545 = t95.45(νeff), k2 = 2',
  })

const finiteOrNull = z.number().nullable().meta({ description: 'null when infinite' })

export const budgetSummarySchema = z.object({
  combined: z.number(),
  effectiveDegreesOfFreedom: finiteOrNull,
  coverageFactor: z.string(),
  coverageProbability: z.string(),
  expanded: z.string().meta({ description: 'U = k·uc, two significant figures, half to even' }),
  components: z.array(
    z.object({
      standardUncertainty: z.number(),
      contribution: z.number(),
      degreesOfFreedom: finiteOrNull,
      mean: z.number().nullable(),
      standardDeviation: z.number().nullable(),
    }),
  ),
})
