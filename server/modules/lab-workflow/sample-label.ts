import { and, eq } from 'drizzle-orm'
import { labDayOf } from '@/domain/labClock'
import type { Tx } from '../../db/database'
import { labOrder, orderSample, tenant } from '../../db/schema'
import { AppError, notFound } from '../../http/errors'
import { sampleLabelHtml, sampleLabelZpl, type SampleLabelData } from '../print/label'
import { labOrigin } from './report-document'

/** The lab's name on a 60 mm label: its first 12 characters (a full institute name does not fit). */
const LABEL_NAME_LENGTH = 12

/**
 * A received sample's label: its number, instrument, customer and receipt day, with a QR code of
 * the address under which its report will be found (the report query). ZPL for a label printer
 * (`POST /api/net-print`), HTML for the browser's print dialog.
 */
export async function sampleLabel(
  tx: Tx,
  tenantId: string,
  sampleId: string,
  requestOrigin: string,
): Promise<SampleLabelData> {
  const [row] = await tx
    .select({
      sampleNo: orderSample.sampleNo,
      name: orderSample.name,
      receivedAt: orderSample.receivedAt,
      customer: labOrder.enterName,
    })
    .from(orderSample)
    .innerJoin(
      labOrder,
      and(eq(labOrder.tenantId, orderSample.tenantId), eq(labOrder.id, orderSample.orderId)),
    )
    .where(
      and(eq(orderSample.tenantId, tenantId), eq(orderSample.id, sampleId), eq(orderSample.isDeleted, false)),
    )
  if (!row) throw notFound()
  if (!row.sampleNo || !row.receivedAt)
    throw new AppError(409, 'domain.message', {
      message: {
        zh: '样品尚未收样，还没有样品编号',
        en: 'The sample has not been received: it has no number yet',
      },
    })
  const [lab] = await tx.select({ name: tenant.tenantName }).from(tenant).where(eq(tenant.tenantId, tenantId))
  const url = new URL('/report', await labOrigin(tx, tenantId, requestOrigin))
  url.searchParams.set('tenantId', tenantId)
  url.searchParams.set('sampleNo', row.sampleNo)
  return {
    labShortName: (lab?.name ?? tenantId).slice(0, LABEL_NAME_LENGTH),
    sampleNumber: row.sampleNo,
    publicUrl: url.toString(),
    instrumentName: row.name,
    customerShortName: row.customer,
    receiptDate: labDayOf(row.receivedAt),
  }
}

export const renderSampleLabel = (label: SampleLabelData, format: 'zpl' | 'html'): string =>
  format === 'zpl' ? sampleLabelZpl(label) : sampleLabelHtml(label)
