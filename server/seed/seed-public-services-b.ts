import { crc32, deflateSync } from 'node:zlib'
import { uuidv7 } from 'uuidv7'
import { readConfig } from '../config'
import type { FileStorage } from '../modules/file/storage'
import { storeFile } from '../modules/file/service'
import { issueAppraisal, issueMetalLabel } from '../modules/jewels/service'
import type { Tx } from '../db/database'
import { jewelAppraisal, metalLabel } from '../db/schema'

/*
 * The demo lab's jewellery documents: an issued appraisal certificate and an issued precious metal
 * label, so that /cert and /metal have something to find on `npm start`, and a draft of each for the staff
 * pages. A check code is kept only as a hash: the issued ones' codes are printed here, in the seed's output,
 * and nowhere else (the "Demo jewellery documents" the seed prints, see docs/public-pages.md).
 */

type Rgb = readonly [number, number, number]

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

/** A picture of a piece for the demo: a shaded oval gem of `colour` on a light ground, as a PNG. */
export function demoGemPng(size: number, colour: Rgb): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header.writeUInt8(8, 8) // bit depth
  header.writeUInt8(2, 9) // RGB
  const rows: Buffer[] = []
  const centre = size / 2
  for (let y = 0; y < size; y++) {
    const row = Buffer.alloc(1 + size * 3)
    for (let x = 0; x < size; x++) {
      const dx = (x - centre) / (size * 0.36)
      const dy = (y - centre) / (size * 0.28)
      const inside = dx * dx + dy * dy
      // Lighter towards the upper left, as a polished stone catches the light.
      const shade = inside <= 1 ? 0.65 + 0.35 * (1 - Math.hypot(dx + 0.35, dy + 0.45) / 1.6) : 0
      for (let channel = 0; channel < 3; channel++) {
        const value = inside <= 1 ? colour[channel]! * shade + 255 * (1 - shade) * 0.25 : 246
        row.writeUInt8(Math.max(0, Math.min(255, Math.round(value))), 1 + x * 3 + channel)
      }
    }
    rows.push(row)
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.concat(rows))),
    pngChunk('IEND', Buffer.alloc(0)),
  ])
}

async function photo(tx: Tx, storage: FileStorage | undefined, tenantId: string, name: string, colour: Rgb) {
  if (!storage) return null
  const stored = await storeFile(tx, storage, {
    tenantId,
    name,
    contentType: 'image/png',
    buffer: demoGemPng(240, colour),
  })
  return stored.id
}

/** Seeds the demo jewellery documents; logs the issued ones' numbers and check codes. */
export async function seedPublicServicesB(
  tx: Tx,
  tenantId: string,
  adminId: string,
  storage: FileStorage | undefined,
): Promise<void> {
  const audit = { createUser: adminId, updateUser: adminId }
  const jade = uuidv7()
  const ring = uuidv7()
  await tx.insert(jewelAppraisal).values([
    {
      tenantId,
      id: jade,
      holder: '李女士',
      holderPhone: '13900000001',
      itemName: '翡翠手镯',
      photoFileId: await photo(tx, storage, tenantId, '翡翠手镯.png', [40, 150, 90]),
      totalWeight: '56.780',
      shape: '圆条',
      colour: '绿色',
      observations: '折射率：1.66（点测）\n密度：3.33 g/cm³\n放大检查：纤维交织结构',
      conclusion: '翡翠（A货）',
      ...audit,
    },
    {
      tenantId,
      id: ring,
      holder: '王先生',
      itemName: '钻石戒指',
      photoFileId: await photo(tx, storage, tenantId, '钻石戒指.png', [200, 215, 235]),
      totalWeight: '3.125',
      shape: '圆形明亮式',
      colour: '无色',
      observations: '折射率：>1.78\n放大检查：可见天然包裹体',
      conclusion: '钻石',
      ...audit,
    },
  ])
  const chain = uuidv7()
  const necklace = uuidv7()
  await tx.insert(metalLabel).values([
    {
      tenantId,
      id: chain,
      holder: '李女士',
      itemName: '足金手链',
      fineness: 'Au999',
      weight: '12.345',
      ...audit,
    },
    {
      tenantId,
      id: necklace,
      holder: '赵女士',
      itemName: '铂金项链',
      fineness: 'Pt950',
      weight: '8.600',
      ...audit,
    },
  ])

  // Issued the way staff issue them; their QR codes lead to the address `npm start` serves.
  const requestOrigin = `http://localhost:${readConfig().port}`
  const appraisal = await issueAppraisal(tx, storage ?? noStorage, tenantId, {
    id: jade,
    userId: adminId,
    requestOrigin,
  })
  const label = await issueMetalLabel(tx, tenantId, { id: chain, userId: adminId, requestOrigin })
  console.log(
    [
      'Demo jewellery documents (their check codes are kept only as hashes, shown this once):',
      `  appraisal certificate ${appraisal.no}  check code ${appraisal.checkCode}  → /cert?tenantId=${tenantId}&no=${appraisal.no}&code=${appraisal.checkCode}`,
      `  metal label ${label.no}  check code ${label.checkCode}  → /metal?tenantId=${tenantId}&no=${label.no}&code=${label.checkCode}`,
    ].join('\n'),
  )
}

/** Without a storage the seed stores no photos: nothing is ever read from this one. */
const noStorage: FileStorage = {
  put: () => Promise.reject(new Error('no file storage')),
  get: () => {
    throw new Error('no file storage')
  },
  remove: () => Promise.resolve(),
  exists: () => Promise.resolve(false),
}
