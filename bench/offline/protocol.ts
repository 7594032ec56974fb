/**
 * What the bench page (bench/offline/page) and the Node side say to each other. The page exposes
 * `window.offlineBench` (BenchApi); Node calls it through page.evaluate with JSON arguments. No DOM types
 * here: this file is checked with the server's tsconfig and with the page's.
 */

export type SignInInput = {
  tenantId: string
  account: string
  password: string
  /** The OAuth client's HTTP Basic header (the app's client id and secret). */
  clientBasic: string
}

export type SignedIn = { tenantId: string; userId: string; ownerKey: string }

export type PrepareInput = {
  drafts: number
  photosPerDraft: number
  /** Bytes of each photo (a JPEG header and random bytes: every photo is distinct content). */
  photoBytes: number
  /** Bytes of each signature (a PNG header and random bytes). */
  signatureBytes: number
  /** Marks the bench's orders and files so the server-side count finds exactly them. */
  marker: string
}

export type Prepared = {
  /** Creating the drafts, their photos and signatures in IndexedDB and queueing them. */
  ms: number
  drafts: number
  photos: number
  signatures: number
  outboxEntries: number
  photoBytesTotal: number
}

/** Request latencies of one kind, as the transport saw them (open to load). */
export type RequestStats = {
  count: number
  /** Answers other than 2xx, and network failures. */
  failures: number
  medianMs: number
  p95Ms: number
  maxMs: number
  /** Sum of the request times: the rest of the sync's time was spent in the page (IndexedDB, the runner). */
  totalMs: number
  bytesSent: number
  /** The first few distinct failures (status and the server's message), to tell why. */
  failureSamples: string[]
}

export type SyncRun = {
  /** First runOutbox call to the outbox being empty. */
  ms: number
  /** runOutbox calls it took (1 when nothing had to be retried). */
  runs: number
  outcomes: string[]
  sent: number
  attention: number
  /** Outbox entries left when the loop gave up (0 on success). */
  remaining: number
  uploads: RequestStats
  submits: RequestStats
  /** The drafts as the page sees them afterwards. */
  draftsSent: number
  draftsNotSent: number
  distinctOrderNos: number
  /** One order id (the draft id) the server answered, to look up on the server. */
  sampleOrderId: string | null
}

export type DexieInput = {
  instruments: number
  customers: number
  /** Instruments of the customer whose list is read back (cachedInstrumentsOf). */
  instrumentsOfBigCustomer: number
  runs: number
}

export type DexieRun = {
  /** cacheInstruments of all records, per run (the table emptied before each). */
  loadMs: number[]
  /** cachedInstrumentsOf(the big customer), per run. */
  readMs: number[]
  /** The same customer's rows by the index alone (no filter, no sort): what the read costs in IndexedDB. */
  indexReadMs: number[]
  readRows: number
  /** Mean size of one record as JSON (what a realistic record weighs). */
  recordBytes: number
}

export type BenchApi = {
  signIn: (input: SignInInput) => Promise<SignedIn>
  prepare: (input: PrepareInput) => Promise<Prepared>
  sync: () => Promise<SyncRun>
  dexie: (input: DexieInput) => Promise<DexieRun>
}
