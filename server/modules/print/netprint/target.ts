import net from 'node:net'
import type { NetPrintErrorCode } from './send'

/**
 * Which label printer a POST /api/net-print may send to.
 *
 * The server opens a raw TCP connection and writes whatever the request carries. If a request could name any
 * host and port, the server would be an open TCP relay: anyone allowed to print could make it connect, from
 * inside the lab's network, to any machine and port it can reach (a database, a mail server, a router's admin
 * page, another tenant's service) and write bytes of their choosing there. So a request never supplies an
 * address of its own: it names one of the printers the lab configured (by id or name), and an address in a
 * request is only accepted when it is exactly the address of a configured printer.
 */

export const DEFAULT_PRINTER_PORT = 9100

/**
 * Why a label cannot be printed: one code per cause, with the message people read (Chinese is the source,
 * English follows). `resolvePrinter` answers the first group; the others are the sender's and the queue's
 * failures (`netPrintProblemOf` maps a NetPrintError code to them), so the route answers all of them alike.
 */
export const NETPRINT_PROBLEM_MESSAGES = {
  'netprint.printerRequired': { zh: '请选择打印机', en: 'Choose a printer' },
  'netprint.notConfigured': { zh: '打印机未配置', en: 'The printer is not configured' },
  'netprint.ambiguous': {
    zh: '多台打印机同名，请按编号选择',
    en: 'Several printers have this name; choose one by its id',
  },
  'netprint.badHost': {
    zh: '打印机地址须为IP地址或主机名',
    en: 'The printer address must be an IP address or a host name',
  },
  'netprint.badPort': { zh: '打印机端口须为1到65535', en: 'The printer port must be 1 to 65535' },
  'netprint.badTarget': { zh: '打印机地址或端口不正确', en: 'The printer address or port is not valid' },
  'netprint.refused': {
    zh: '无法连接打印机，请检查打印机是否开机及端口设置',
    en: 'The printer refused the connection; check that it is on and the port is right',
  },
  'netprint.unreachable': {
    zh: '找不到打印机，请检查打印机地址和网络',
    en: 'The printer cannot be reached; check its address and the network',
  },
  'netprint.timeout': { zh: '打印机连接超时', en: 'The printer did not answer in time' },
  'netprint.reset': {
    zh: '打印机中断了连接，标签可能未完整打印',
    en: 'The printer dropped the connection; labels may be incomplete',
  },
  'netprint.busy': {
    zh: '打印机待打印任务过多，请稍后再试',
    en: 'Too many jobs are waiting for this printer; try again later',
  },
  'netprint.aborted': { zh: '打印已取消', en: 'Printing was cancelled' },
} as const

export type NetPrintProblem = keyof typeof NETPRINT_PROBLEM_MESSAGES

/** The problem a failed send or a refused job is answered with. */
export const netPrintProblemOf = (code: NetPrintErrorCode): NetPrintProblem => `netprint.${code}`

/** A printer as the lab configures it. `id` is optional: without one, requests name the printer. */
export type ConfiguredPrinter = { id?: string; name: string; host: string; port?: number }

/**
 * What a request says about its printer: `printer` is a configured printer's id or name. `host` and `port`
 * are accepted for clients that send an address, but only when they are a configured printer's address;
 * beside `printer` they must be that printer's.
 */
export type PrinterRequest = {
  printer?: string | null
  host?: string | null
  port?: number | string | null
}

export type ResolvedPrinter = { id: string | null; name: string; host: string; port: number }

export type ResolveResult = { ok: true; printer: ResolvedPrinter } | { ok: false; problem: NetPrintProblem }

// One DNS label (RFC 1123): letters, digits and inner hyphens, at most 63 characters.
const LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/i

/**
 * A printer's host: an IPv4 or IPv6 literal (an IPv6 one may be bracketed) or a host name. Never a URL, a
 * host with a port, or text with spaces. A name whose last label is all digits is refused: the resolver
 * would read "10.1" or "0x7f.1" as an IPv4 address in a shorthand no one means.
 */
export function isValidHost(host: string): boolean {
  if (host.startsWith('[')) return host.endsWith(']') && net.isIPv6(host.slice(1, -1))
  if (net.isIP(host) !== 0) return true
  const name = host.endsWith('.') ? host.slice(0, -1) : host
  if (name.length === 0 || name.length > 253) return false
  const labels = name.split('.')
  if (!labels.every((label) => LABEL.test(label))) return false
  return !/^\d+$/.test(labels[labels.length - 1] ?? '')
}

/** A TCP port number: an integer 1..65535, also as decimal text (a form or a query sends text). */
export function parsePort(port: number | string | null | undefined): number | null {
  if (port === null || port === undefined || port === '') return DEFAULT_PRINTER_PORT
  const value = typeof port === 'string' ? (/^\d{1,5}$/.test(port) ? Number(port) : NaN) : port
  return Number.isInteger(value) && value >= 1 && value <= 65535 ? value : null
}

/** The problem of a host and port, or null when both are valid. */
export function targetProblem(
  host: string,
  port: number | string | null | undefined,
): NetPrintProblem | null {
  if (!isValidHost(host)) return 'netprint.badHost'
  if (parsePort(port) === null) return 'netprint.badPort'
  return null
}

/** The form two spellings of one address share: lower case, no brackets, IPv6 in its canonical form. */
export function canonicalHost(host: string): string {
  const bare = unbracket(host).toLowerCase()
  if (net.isIPv6(bare) && !bare.includes('%')) return new URL(`http://[${bare}]/`).hostname.slice(1, -1)
  return bare.endsWith('.') ? bare.slice(0, -1) : bare
}

/**
 * The configured printer a request may print to, or why it may not. A configured entry that is itself
 * malformed is answered with its own problem rather than used.
 */
export function resolvePrinter(
  configured: readonly ConfiguredPrinter[],
  requested: PrinterRequest,
): ResolveResult {
  const reference = requested.printer?.trim() ?? ''
  const host = requested.host ?? ''
  const hasAddress = host !== ''
  if (!reference && !hasAddress) return { ok: false, problem: 'netprint.printerRequired' }

  let address: { host: string; port: number } | null = null
  if (hasAddress) {
    const problem = targetProblem(host, requested.port)
    if (problem) return { ok: false, problem }
    address = { host: canonicalHost(host), port: parsePort(requested.port) ?? DEFAULT_PRINTER_PORT }
  }

  let candidates: readonly ConfiguredPrinter[]
  if (reference) {
    const byId = configured.filter((printer) => printer.id !== undefined && printer.id === reference)
    candidates = byId.length > 0 ? byId : configured.filter((printer) => printer.name.trim() === reference)
  } else {
    candidates = configured
  }
  if (address) candidates = candidates.filter((printer) => sameAddress(printer, address))

  const [printer, ...others] = candidates
  if (!printer) return { ok: false, problem: 'netprint.notConfigured' }
  if (others.length > 0 && reference) return { ok: false, problem: 'netprint.ambiguous' }

  const problem = targetProblem(printer.host, printer.port)
  if (problem) return { ok: false, problem }
  return {
    ok: true,
    printer: {
      id: printer.id ?? null,
      name: printer.name,
      host: unbracket(printer.host),
      port: parsePort(printer.port) ?? DEFAULT_PRINTER_PORT,
    },
  }
}

function sameAddress(printer: ConfiguredPrinter, address: { host: string; port: number }): boolean {
  if (!isValidHost(printer.host)) return false
  return canonicalHost(printer.host) === address.host && parsePort(printer.port) === address.port
}

function unbracket(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host
}
