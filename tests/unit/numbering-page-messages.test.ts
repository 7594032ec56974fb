import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { RULE_PROBLEM_MESSAGES, type RuleProblemCode } from '@/domain/numbering'

/**
 * The numbering rules page shows ruleProblems' codes through Lingui (its own catalogue entries, since the
 * Lingui macro cannot run here, read from the source). They must say what the domain says, which is also
 * what the server answers when it refuses a rule: same Chinese source, same English translation.
 */

const root = path.resolve(import.meta.dirname, '../..')
const source = fs.readFileSync(path.join(root, 'src/features/lab-config/numbering/messages.ts'), 'utf8')
const english = JSON.parse(
  fs.readFileSync(path.join(root, 'src/locales/en-pending/lab-config-numbering.json'), 'utf8'),
) as Record<string, string>

const codes = Object.keys(RULE_PROBLEM_MESSAGES) as RuleProblemCode[]

/** The page's entries: `'numbering.x': msg\`…\``. */
const pageEntries = new Map(
  [...source.matchAll(/'(numbering\.[A-Za-z]+)': msg`([^`]*)`/g)].map((match) => [match[1], match[2]]),
)

describe('numbering page: rule problem messages', () => {
  it('has an entry for every code of ruleProblems and no other', () => {
    expect([...pageEntries.keys()].sort()).toEqual([...codes].sort())
  })

  it.each(codes)('%s reads as the domain says, in Chinese and in English', (code) => {
    const { zh, en } = RULE_PROBLEM_MESSAGES[code]
    expect(pageEntries.get(code)).toBe(zh)
    expect(english[zh]).toBe(en)
  })
})
