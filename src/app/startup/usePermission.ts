import { useSession } from '../useSession'

/** Whether the signed-in user has the button permission `code`; re-renders when the session changes. */
export function usePermission(code: string): boolean {
  return useSession()?.permissions?.[code] === true
}
