import type { ReferenceHooks } from '@/ui/reference/referenceData'
import { useDict } from './useDict'
import { usePermission } from './usePermission'

/** The app's reference data as the generic components read it (given to them by main.tsx). */
export const appReferenceHooks: ReferenceHooks = { useDict, usePermission }
