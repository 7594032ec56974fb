import fs from 'node:fs/promises'
import { API_TYPES_FILE, apiTypesOf, withSchemaApp } from './api-types'

// The file is written exactly as generated (and left out of prettier) so the staleness test can compare bytes.
const types = await withSchemaApp(apiTypesOf)
await fs.writeFile(API_TYPES_FILE, types)
console.log(`wrote ${API_TYPES_FILE}`)
