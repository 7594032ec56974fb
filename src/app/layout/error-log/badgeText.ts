import { LOG_BADGE_MAX } from '@/domain/constants'

/** The error-log badge (spec §2, §9): nothing without logs, the count up to 99, then "99+". */
export function badgeText(count: number): string | null {
  if (count <= 0) return null
  return count > LOG_BADGE_MAX ? `${LOG_BADGE_MAX}+` : String(count)
}
