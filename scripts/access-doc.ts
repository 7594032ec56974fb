import fs from 'node:fs/promises'
import { ACCESS_DOC_FILE, accessDocOf } from './access-doc-text'
import { withSchemaApp } from './api-types'

// `npm run gen:access`: docs/access-policy.md, every operation's rule as its route declares it.
// A test fails when the file no longer matches the policy.
await fs.writeFile(ACCESS_DOC_FILE, await withSchemaApp(async (app) => accessDocOf(app)))
console.log(`wrote ${ACCESS_DOC_FILE}`)
