import { useSyncExternalStore } from 'react'
import { paramStore } from './paramStore'

/** A parameter's value (undefined when not set); re-renders when the parameters are reloaded. */
export function useParam(key: string): string | undefined {
  return useSyncExternalStore(paramStore.subscribe, paramStore.get)[key]
}
