import { BOOT_PARTS, partKey, requestKey, type BootGroup } from '@/domain/boot'

/**
 * The start-up answers fetched in one round trip (src/domain/boot.ts says which). While the boot call is
 * under way, the app's own calls that are parts of it wait for it, then take their answer from it (once
 * each) instead of going to the network; a call the boot did not answer, or one made after the answers went
 * stale, goes to the network as always. A failed boot call (offline, an older server) changes nothing: every
 * call then goes out on its own.
 */

/** Answers older than this are not served: the app's later calls want fresh data. */
export const BOOT_ANSWER_TTL_MS = 30_000

type Answer = { status: number; body: unknown }

type Boot = {
  token: string
  startedAt: number
  /** Keys of the parts asked for: a call with one of these waits for the boot. */
  asked: ReadonlySet<string>
  answers: Promise<Map<string, Answer>>
}

let current: Boot | null = null

const PART_PATHS = new Set(BOOT_PARTS.map((part) => part.path))

/** Sends the boot call for these groups with the given token; resolves its parts (`key` as requestKey writes it). */
export type BootFetcher = (
  groups: readonly BootGroup[],
  token: string,
) => Promise<readonly { key: string; status: number; body: unknown }[]>

/**
 * Starts the boot call for the session whose token is given, unless one for that token is under way or
 * fresh (a sign-in and the start-up data both ask for it).
 */
export function startBoot(
  token: string,
  groups: readonly BootGroup[],
  fetchParts: BootFetcher,
  now: number = Date.now(),
): void {
  if (current && current.token === token && now - current.startedAt < BOOT_ANSWER_TTL_MS) return
  const wanted = BOOT_PARTS.filter((part) => groups.includes(part.group))
  const answers = fetchParts(groups, token).then(
    (parts) => new Map(parts.map((part): [string, Answer] => [part.key, part])),
    () => new Map<string, Answer>(),
  )
  current = { token, startedAt: now, asked: new Set(wanted.map(partKey)), answers }
}

/** Forgets the boot (sign-out, another user): its answers belong to the session that asked. */
export function forgetBoot(): void {
  current = null
}

/**
 * The boot's answer to this request, as a Response, if the boot of this token asked for it and it has not
 * been served yet; undefined otherwise (the caller then sends the request).
 */
export async function bootAnswerFor(
  request: Request,
  token: string | null,
  now: number = Date.now(),
): Promise<Response | undefined> {
  const boot = current
  if (!boot || !token || boot.token !== token) return undefined
  if (!PART_PATHS.has(new URL(request.url).pathname)) return undefined
  if (now - boot.startedAt >= BOOT_ANSWER_TTL_MS) return undefined
  const body = request.method === 'GET' ? '' : await request.clone().text()
  const key = requestKey(request.method, request.url, body)
  if (!boot.asked.has(key)) return undefined
  const answers = await boot.answers
  const answer = answers.get(key)
  if (!answer) return undefined
  answers.delete(key)
  return new Response(JSON.stringify(answer.body), {
    status: answer.status,
    headers: { 'Content-Type': 'application/json' },
  })
}
