import { useState } from 'react'
import { Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { uploadFile } from '@/api/files'
import { Section } from '@/features/shared/registration/Section'
import { SignaturePad } from '@/ui/signature-pad'

export type DeskSignatureSectionProps = {
  /** The uploaded signature's file id changed (null: cleared). */
  onSigned: (fileId: string | null) => void
  /** An upload is under way: the order waits for it. */
  onBusy: (busy: boolean) => void
}

/**
 * 客户签名 at the desk: optional (the customer may sign the printed slip instead). Each stroke's PNG is uploaded
 * and the draft names the last one.
 */
export function DeskSignatureSection({ onSigned, onBusy }: DeskSignatureSectionProps) {
  const { t } = useLingui()
  const [shown, setShown] = useState<Blob | null>(null)
  const handleChange = async (png: Blob | null) => {
    setShown(png)
    if (!png) {
      onSigned(null)
      return
    }
    onBusy(true)
    try {
      const uploaded = await uploadFile(new File([png], 'signature.png', { type: 'image/png' }), 'image')
      onSigned(uploaded.id)
    } finally {
      onBusy(false)
    }
  }
  return (
    <Section id="signature" title={t`客户签名`}>
      <Text size="sm" c="dimmed">
        {t`可选：客户也可在打印的委托单上签字`}
      </Text>
      <SignaturePad value={shown} onChange={(png) => void handleChange(png)} />
    </Section>
  )
}
