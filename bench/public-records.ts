import { createHash } from 'node:crypto'
import { uuidv7 } from 'uuidv7'
import type { Database } from '../server/db/database'
import { certificateRecord, labOrder, labReport, orderSample, reportDocument } from '../server/db/schema'
import { withTenant } from '../server/db/tenant-scope'
import { checkCodeHash, newCheckCode } from '../server/modules/lab-workflow/report-document'

/** An issued certificate as its holder knows it: the number and the check code printed on it. */
export type IssuedCertificate = { no: string; code: string; sha256: string }

const CUSTOMERS = ['长沙市第一人民医院', '湖南精工仪表有限公司', '张三丰', '长沙理工大学', '李四']

/**
 * Writes `count` issued certificates straight into the tables the approval fills (an order and sample per
 * certificate, the approved report, a small stand-in PDF and the public record), numbered `prefix` + a
 * 5-digit serial from 1, as a lab's sequential numbering would: for the bench and the crawl test, which need
 * many records and do not need them rendered. Answers their numbers and check codes.
 */
export async function insertIssuedCertificates(
  database: Database,
  tenantId: string,
  count: number,
  prefix = 'YLJD2026',
): Promise<IssuedCertificate[]> {
  const issued: IssuedCertificate[] = []
  const batch = 100
  for (let start = 0; start < count; start += batch) {
    const rows = Array.from({ length: Math.min(batch, count - start) }, (_, offset) => {
      const serial = start + offset + 1
      const no = `${prefix}${String(serial).padStart(5, '0')}`
      const code = newCheckCode()
      const pdf = new TextEncoder().encode(`%PDF-1.7\n% stand-in certificate ${no}\n%%EOF\n`)
      const sha256 = createHash('sha256').update(pdf).digest('hex')
      const orderId = uuidv7()
      const sampleId = uuidv7()
      const reportId = uuidv7()
      const holder = CUSTOMERS[serial % CUSTOMERS.length] ?? '湖南精工仪表有限公司'
      issued.push({ no, code, sha256 })
      return { no, code, pdf, sha256, orderId, sampleId, reportId, holder, serial }
    })
    await withTenant(database.db, tenantId, async (tx) => {
      await tx.insert(labOrder).values(
        rows.map((row) => ({
          tenantId,
          id: row.orderId,
          orderNo: `BENCH-${row.no}`,
          enterName: row.holder,
          status: 1000,
        })),
      )
      await tx.insert(orderSample).values(
        rows.map((row) => ({
          tenantId,
          id: row.sampleId,
          orderId: row.orderId,
          name: '压力表',
          model: 'Y-100',
          factoryNumber: `F${row.serial}`,
          inspectionType: '1',
        })),
      )
      await tx.insert(labReport).values(
        rows.map((row) => ({
          tenantId,
          id: row.reportId,
          orderId: row.orderId,
          sampleId: row.sampleId,
          state: 1000,
          reportNo: row.no,
          approvedAt: new Date(),
        })),
      )
      await tx.insert(reportDocument).values(
        rows.map((row) => ({
          tenantId,
          reportId: row.reportId,
          pdf: row.pdf,
          sha256: row.sha256,
          byteSize: row.pdf.byteLength,
        })),
      )
      await tx.insert(certificateRecord).values(
        rows.map((row) => ({
          tenantId,
          reportId: row.reportId,
          certificateNo: row.no,
          checkCodeHash: checkCodeHash(row.no, row.code),
          holder: row.holder,
          instrumentName: '压力表',
          instrumentModel: 'Y-100',
          factoryNumber: `F${row.serial}`,
          issueDate: '2026-03-02',
          nextDueDate: '2027-03-01',
          conclusion: '所检各测量点均符合要求。',
          pdfSha256: row.sha256,
        })),
      )
    })
  }
  return issued
}
