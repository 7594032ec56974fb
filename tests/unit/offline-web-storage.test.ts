import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  localKeysWithPrefix,
  localTextStorage,
  readCookie,
  readLocal,
  readLocalText,
  readSessionText,
  readSessionValue,
  removeCookie,
  removeLocal,
  removeSessionValue,
  writeCookie,
  writeLocal,
  writeLocalText,
  writeSessionValue,
} from '@/offline/webStorage'

/** A Web Storage stand-in (the unit tests run in Node). */
function memoryStorage(): Storage {
  const values = new Map<string, string>()
  const storage = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, String(value)),
    removeItem: (key: string) => void values.delete(key),
    clear: () => values.clear(),
    key: (index: number) => [...values.keys()][index] ?? null,
    get length() {
      return values.size
    },
  }
  // Object.keys(localStorage) lists the stored keys in a browser.
  return new Proxy(storage, {
    ownKeys: () => [...values.keys()],
    getOwnPropertyDescriptor: (_target, key) =>
      typeof key === 'string' && values.has(key)
        ? { enumerable: true, configurable: true, value: values.get(key) }
        : undefined,
  }) as Storage
}

/** Private mode, a full quota or storage switched off: every call throws. */
function refusingStorage(): Storage {
  const refuse = () => {
    throw new DOMException('refused', 'SecurityError')
  }
  return new Proxy({} as Storage, { get: refuse, ownKeys: refuse })
}

const isNumbers = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'number')

afterEach(() => vi.unstubAllGlobals())

describe('localStorage and sessionStorage', () => {
  it('keeps JSON values and refuses what the check does not accept', () => {
    vi.stubGlobal('localStorage', memoryStorage())
    vi.stubGlobal('sessionStorage', memoryStorage())
    writeLocal('a', [1, 2])
    expect(localStorage.getItem('a')).toBe('[1,2]')
    expect(readLocal('a', isNumbers)).toEqual([1, 2])
    localStorage.setItem('b', '{not json')
    expect(readLocal('b', isNumbers)).toBeNull()
    writeLocal('c', ['x'])
    expect(readLocal('c', isNumbers)).toBeNull()
    removeLocal('a')
    expect(readLocal('a', isNumbers)).toBeNull()

    writeSessionValue('s', [3])
    expect(sessionStorage.getItem('s')).toBe('[3]')
    expect(readSessionValue('s', isNumbers)).toEqual([3])
    expect(readSessionText('s')).toBe('[3]')
    removeSessionValue('s')
    expect(readSessionText('s')).toBeNull()
  })

  it('keeps text as it is and lists keys by prefix', () => {
    vi.stubGlobal('localStorage', memoryStorage())
    writeLocalText('metrodesk.language', 'en')
    expect(localStorage.getItem('metrodesk.language')).toBe('en')
    expect(readLocalText('metrodesk.language')).toBe('en')
    writeLocalText('search-a', '1')
    writeLocalText('search-b', '2')
    expect(localKeysWithPrefix('search-').sort()).toEqual(['search-a', 'search-b'])
  })

  it('reads nothing and writes nothing when the browser refuses storage', () => {
    vi.stubGlobal('localStorage', refusingStorage())
    vi.stubGlobal('sessionStorage', refusingStorage())
    expect(readLocal('a', isNumbers)).toBeNull()
    expect(readLocalText('a')).toBeNull()
    expect(localKeysWithPrefix('search-')).toEqual([])
    expect(readSessionValue('a', isNumbers)).toBeNull()
    expect(readSessionText('a')).toBeNull()
    expect(() => {
      writeLocal('a', [1])
      writeLocalText('a', 'x')
      removeLocal('a')
      writeSessionValue('a', [1])
      removeSessionValue('a')
    }).not.toThrow()
    expect(localTextStorage.getItem('a')).toBeNull()
    // The query cache persister makes room and tries again: it has to see the refusal.
    expect(() => localTextStorage.setItem('a', 'x')).toThrow()
  })
})

describe('cookies', () => {
  function stubDocument(protocol: 'http:' | 'https:') {
    const written: string[] = []
    const jar = new Map<string, string>()
    vi.stubGlobal('location', { protocol })
    vi.stubGlobal('document', {
      get cookie() {
        return [...jar].map(([name, value]) => `${name}=${value}`).join('; ')
      },
      set cookie(line: string) {
        written.push(line)
        const [pair = '', ...attributes] = line.split('; ')
        const name = pair.slice(0, pair.indexOf('='))
        const value = pair.slice(pair.indexOf('=') + 1)
        if (attributes.includes('max-age=0')) jar.delete(name)
        else jar.set(name, value)
      },
    })
    return written
  }

  it('writes SameSite=Strict cookies on path /, Secure over https, encoded', () => {
    const written = stubDocument('https:')
    writeCookie('x-access-token', 'a b;c', { maxAgeSeconds: 3600.7 })
    expect(written).toEqual(['x-access-token=a%20b%3Bc; path=/; SameSite=Strict; max-age=3600; Secure'])
    expect(readCookie('x-access-token')).toBe('a b;c')
    removeCookie('x-access-token')
    expect(written[1]).toBe('x-access-token=; path=/; SameSite=Strict; max-age=0; Secure')
    expect(readCookie('x-access-token')).toBeNull()
  })

  it('leaves Secure out over http and reads a badly encoded value as none', () => {
    const written = stubDocument('http:')
    writeCookie('lang', 'zh')
    expect(written).toEqual(['lang=zh; path=/; SameSite=Strict'])
    document.cookie = 'broken=%E0%A4%A; path=/'
    expect(readCookie('broken')).toBeNull()
    expect(readCookie('missing')).toBeNull()
  })
})
