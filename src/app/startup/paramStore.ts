import type { ParamRecord } from '@/api/startup'
import { createPersistedStore } from './persistedStore'

/** The tenant's parameter settings as key → value (spec §7: loaded at start and kept). */
export type ParamMap = Readonly<Record<string, string>>

const isParamMap = (value: unknown): value is ParamMap =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((item) => typeof item === 'string')

export const paramStore = createPersistedStore<ParamMap>('metrodesk.params', isParamMap, {})

export const toParamMap = (records: readonly ParamRecord[]): ParamMap =>
  Object.fromEntries(records.map((record) => [record.paramKey, record.paramValue]))

/** A parameter's value, or undefined when the tenant has not set it. */
export const getParam = (key: string): string | undefined => paramStore.get()[key]
