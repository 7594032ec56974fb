import fs from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { ACCESS_DOC_FILE, accessDocOf } from '../../scripts/access-doc-text'
import { withSchemaApp } from '../../scripts/api-types'

describe('the access policy document', () => {
  it('lists every operation with its rule as the policy declares it (run npm run gen:access when this fails)', async () => {
    const generated = await withSchemaApp(accessDocOf)
    const committed = await fs.readFile(ACCESS_DOC_FILE, 'utf8')
    expect(generated).not.toContain('**no rule**')
    expect(committed === generated, `${ACCESS_DOC_FILE} is stale: run npm run gen:access`).toBe(true)
  })
})
