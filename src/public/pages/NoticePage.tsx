import { UnavailablePage } from './UnavailablePage'

// Replaced by the page itself (issue 7, being built).
export function NoticePage() {
  return <UnavailablePage />
}
