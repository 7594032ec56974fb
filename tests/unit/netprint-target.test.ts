import { describe, expect, it } from 'vitest'

import { netPrintCodeOf, type NetPrintErrorCode } from '../../server/modules/print/netprint/send'
import {
  DEFAULT_PRINTER_PORT,
  NETPRINT_PROBLEM_MESSAGES,
  canonicalHost,
  isValidHost,
  netPrintProblemOf,
  parsePort,
  resolvePrinter,
  targetProblem,
  type ConfiguredPrinter,
} from '../../server/modules/print/netprint/target'

const printers: ConfiguredPrinter[] = [
  { id: 'p-reception', name: '收样室标签机', host: '192.168.10.21', port: 9100 },
  { id: 'p-lab', name: 'Lab ZT410', host: 'zt410.lab.example', port: 6101 },
  { name: '默认端口', host: '192.168.10.22' },
  { id: 'p-v6', name: 'IPv6', host: 'fd00::21' },
]

const printerOf = (result: ReturnType<typeof resolvePrinter>) => (result.ok ? result.printer : result.problem)

describe('printer host', () => {
  it.each([
    '192.168.10.21',
    '127.0.0.1',
    '::1',
    'fd00::21',
    '[fd00::21]',
    'fe80::1%eth0',
    'zt410',
    'zt410.lab.example',
    'zt410.lab.example.',
    'printer-2.local',
    'a'.repeat(63),
  ])('accepts %s', (host) => {
    expect(isValidHost(host)).toBe(true)
  })

  it.each([
    ['empty', ''],
    ['a URL', 'http://192.168.10.21'],
    ['a URL with a path', '192.168.10.21/print'],
    ['a host with a port', '192.168.10.21:9100'],
    ['a host name with a port', 'zt410:9100'],
    ['an inner space', 'zt 410'],
    ['an outer space', ' zt410'],
    ['a newline', 'zt410\n'],
    ['user info', 'user@zt410'],
    ['IPv4 shorthand', '10.1'],
    ['a hex IPv4 shorthand', '0x7f.1'],
    ['an out-of-range IPv4', '256.1.1.1'],
    ['an IPv4 in brackets', '[127.0.0.1]'],
    ['an unclosed bracket', '[::1'],
    ['a leading hyphen', '-zt410'],
    ['an empty label', 'zt410..lab'],
    ['a label over 63 characters', `${'a'.repeat(64)}.lab`],
    ['a name over 253 characters', Array.from({ length: 5 }, () => 'a'.repeat(60)).join('.')],
    ['Chinese (not punycode)', '打印机.lab'],
    ['an underscore', 'zt_410'],
  ])('refuses %s', (_, host) => {
    expect(isValidHost(host)).toBe(false)
    expect(targetProblem(host, 9100)).toBe('netprint.badHost')
  })
})

describe('printer port', () => {
  it('is 9100 when not given', () => {
    expect(DEFAULT_PRINTER_PORT).toBe(9100)
    expect(parsePort(undefined)).toBe(9100)
    expect(parsePort(null)).toBe(9100)
    expect(parsePort('')).toBe(9100)
  })

  it.each([
    [1, 1],
    [9100, 9100],
    [65535, 65535],
    ['6101', 6101],
  ] as const)('accepts %j', (port, value) => {
    expect(parsePort(port)).toBe(value)
  })

  it.each([
    0,
    -1,
    65536,
    70000,
    9100.5,
    Number.NaN,
    Number.POSITIVE_INFINITY,
    '0',
    '65536',
    '9100 ',
    '0x10',
    '1e3',
    '+80',
  ])('refuses %j', (port) => {
    expect(parsePort(port)).toBeNull()
    expect(targetProblem('127.0.0.1', port)).toBe('netprint.badPort')
  })
})

describe('canonical host', () => {
  it('spells one address one way', () => {
    expect(canonicalHost('0:0:0:0:0:0:0:1')).toBe('::1')
    expect(canonicalHost('[FD00:0::21]')).toBe('fd00::21')
    expect(canonicalHost('ZT410.Lab.Example.')).toBe('zt410.lab.example')
    expect(canonicalHost('192.168.10.21')).toBe('192.168.10.21')
  })
})

describe('resolvePrinter: only configured printers', () => {
  it('finds a printer by id, then by name', () => {
    expect(printerOf(resolvePrinter(printers, { printer: 'p-lab' }))).toEqual({
      id: 'p-lab',
      name: 'Lab ZT410',
      host: 'zt410.lab.example',
      port: 6101,
    })
    expect(printerOf(resolvePrinter(printers, { printer: '收样室标签机' }))).toMatchObject({
      id: 'p-reception',
      host: '192.168.10.21',
      port: 9100,
    })
    expect(printerOf(resolvePrinter(printers, { printer: ' 默认端口 ' }))).toEqual({
      id: null,
      name: '默认端口',
      host: '192.168.10.22',
      port: 9100,
    })
  })

  it('prefers an id over a name that happens to be the same text', () => {
    const configured = [
      { id: 'a', name: 'b', host: '10.0.0.1' },
      { id: 'b', name: 'c', host: '10.0.0.2' },
    ]
    expect(printerOf(resolvePrinter(configured, { printer: 'b' }))).toMatchObject({
      id: 'b',
      host: '10.0.0.2',
    })
  })

  it('refuses a printer that is not configured', () => {
    expect(resolvePrinter(printers, { printer: 'p-unknown' })).toEqual({
      ok: false,
      problem: 'netprint.notConfigured',
    })
    expect(resolvePrinter([], { printer: 'p-lab' })).toEqual({ ok: false, problem: 'netprint.notConfigured' })
  })

  it('asks for a printer when the request names none', () => {
    for (const request of [
      {},
      { printer: '' },
      { printer: '  ' },
      { printer: null, host: null, port: 9100 },
    ]) {
      expect(resolvePrinter(printers, request)).toEqual({ ok: false, problem: 'netprint.printerRequired' })
    }
  })

  it('never prints to an address that is not a configured printer (no open relay)', () => {
    // Valid addresses, each one something a relay could be abused to reach.
    for (const request of [
      { host: '127.0.0.1', port: 5432 },
      { host: '192.168.10.21', port: 22 },
      { host: '192.168.10.21', port: 6101 },
      { host: '10.0.0.1' },
      { host: 'smtp.example.com', port: 25 },
      { host: 'zt410.lab.example' },
    ]) {
      expect(resolvePrinter(printers, request)).toEqual({ ok: false, problem: 'netprint.notConfigured' })
    }
  })

  it('accepts an address only when it is a configured printer’s, however it is spelled', () => {
    expect(printerOf(resolvePrinter(printers, { host: '192.168.10.21', port: 9100 }))).toMatchObject({
      id: 'p-reception',
    })
    expect(printerOf(resolvePrinter(printers, { host: '192.168.10.22' }))).toMatchObject({ name: '默认端口' })
    expect(printerOf(resolvePrinter(printers, { host: 'ZT410.lab.example', port: '6101' }))).toMatchObject({
      id: 'p-lab',
    })
    expect(printerOf(resolvePrinter(printers, { host: '[fd00:0:0::21]', port: 9100 }))).toMatchObject({
      id: 'p-v6',
      host: 'fd00::21',
    })
  })

  it('refuses a printer named with an address that is not its own', () => {
    expect(resolvePrinter(printers, { printer: 'p-lab', host: 'zt410.lab.example', port: 6101 }).ok).toBe(
      true,
    )
    expect(resolvePrinter(printers, { printer: 'p-lab', host: '10.0.0.99', port: 6101 })).toEqual({
      ok: false,
      problem: 'netprint.notConfigured',
    })
    expect(resolvePrinter(printers, { printer: 'p-lab', host: 'zt410.lab.example', port: 9100 })).toEqual({
      ok: false,
      problem: 'netprint.notConfigured',
    })
  })

  it('checks the form of a requested address before looking it up', () => {
    expect(resolvePrinter(printers, { host: 'http://192.168.10.21' })).toEqual({
      ok: false,
      problem: 'netprint.badHost',
    })
    expect(resolvePrinter(printers, { host: '192.168.10.21 ' })).toEqual({
      ok: false,
      problem: 'netprint.badHost',
    })
    expect(resolvePrinter(printers, { host: '192.168.10.21', port: 0 })).toEqual({
      ok: false,
      problem: 'netprint.badPort',
    })
    expect(resolvePrinter(printers, { host: '192.168.10.21', port: '91OO' })).toEqual({
      ok: false,
      problem: 'netprint.badPort',
    })
  })

  it('refuses a name two printers share', () => {
    const configured = [
      { id: 'a', name: '标签机', host: '10.0.0.1' },
      { id: 'b', name: '标签机', host: '10.0.0.2' },
    ]
    expect(resolvePrinter(configured, { printer: '标签机' })).toEqual({
      ok: false,
      problem: 'netprint.ambiguous',
    })
    expect(printerOf(resolvePrinter(configured, { printer: 'b' }))).toMatchObject({ host: '10.0.0.2' })
    expect(printerOf(resolvePrinter(configured, { printer: '标签机', host: '10.0.0.2' }))).toMatchObject({
      id: 'b',
    })
  })

  it('does not use a configured printer whose own address is malformed', () => {
    const configured = [
      { id: 'url', name: 'url', host: 'http://10.0.0.1' },
      { id: 'port', name: 'port', host: '10.0.0.1', port: 0 },
    ]
    expect(resolvePrinter(configured, { printer: 'url' })).toEqual({ ok: false, problem: 'netprint.badHost' })
    expect(resolvePrinter(configured, { printer: 'port' })).toEqual({
      ok: false,
      problem: 'netprint.badPort',
    })
    expect(resolvePrinter(configured, { host: 'http://10.0.0.1' })).toEqual({
      ok: false,
      problem: 'netprint.badHost',
    })
  })

  it('strips the brackets of a configured IPv6 address for the socket', () => {
    expect(
      printerOf(resolvePrinter([{ id: 'v6', name: 'v6', host: '[::1]', port: 9101 }], { printer: 'v6' })),
    ).toEqual({ id: 'v6', name: 'v6', host: '::1', port: 9101 })
  })
})

describe('problem messages', () => {
  const codes: NetPrintErrorCode[] = [
    'refused',
    'timeout',
    'unreachable',
    'reset',
    'badTarget',
    'busy',
    'aborted',
  ]

  it('has a Chinese and an English message for every failure of the sender and the queue', () => {
    for (const code of codes) {
      const message = NETPRINT_PROBLEM_MESSAGES[netPrintProblemOf(code)]
      expect(message.zh).toMatch(/\p{Script=Han}/u)
      expect(message.en.length).toBeGreaterThan(0)
    }
  })

  it('says what the lab reads', () => {
    expect(NETPRINT_PROBLEM_MESSAGES['netprint.notConfigured'].zh).toBe('打印机未配置')
    expect(NETPRINT_PROBLEM_MESSAGES[netPrintProblemOf('refused')].zh).toMatch(/^无法连接打印机/)
    expect(NETPRINT_PROBLEM_MESSAGES[netPrintProblemOf('timeout')].zh).toBe('打印机连接超时')
  })
})

describe('socket error codes', () => {
  const error = (code: string) => Object.assign(new Error(code), { code })

  it.each([
    ['ECONNREFUSED', false, 'refused'],
    ['ETIMEDOUT', false, 'timeout'],
    ['ENOTFOUND', false, 'unreachable'],
    ['EAI_AGAIN', false, 'unreachable'],
    ['EHOSTUNREACH', false, 'unreachable'],
    ['ENETUNREACH', false, 'unreachable'],
    ['EADDRNOTAVAIL', false, 'unreachable'],
    ['ECONNRESET', true, 'reset'],
    ['EPIPE', true, 'reset'],
    ['ECONNABORTED', true, 'reset'],
    ['EWHATEVER', false, 'unreachable'],
    ['EWHATEVER', true, 'reset'],
  ] as const)('%s (connected: %s) is %s', (code, connected, expected) => {
    expect(netPrintCodeOf(error(code), connected)).toBe(expected)
  })

  it('reads an error without a code by whether the connection was up', () => {
    expect(netPrintCodeOf(new Error('?'), false)).toBe('unreachable')
    expect(netPrintCodeOf(null, true)).toBe('reset')
  })
})
