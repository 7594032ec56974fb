import type { QueryClient } from '@tanstack/react-query'
import { startOutboxRunner } from './outboxRunner'
import { startReferenceMirrors } from './referenceMirrors'

/**
 * The services that need the offline database, in their own chunk (loaded by startSignedInServices after the
 * first render): the copies of the reference data into Dexie and the page's outbox runner.
 */
export function startOfflineCoreServices(queryClient: QueryClient): void {
  startReferenceMirrors(queryClient)
  startOutboxRunner()
}
