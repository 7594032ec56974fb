import { useRef, useState } from 'react'
import { Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useLingui } from '@lingui/react/macro'
import { setSignature, type LocalDraft } from '@/offline'
import { SignaturePad } from '@/ui/signature-pad'
import { usePhotoBlobs } from '../usePhotoBlobs'
import { useRemotePreviews } from '../useRemotePreviews'
import { Section } from '@/features/shared/registration/Section'

export type SignatureSectionProps = {
  draft: LocalDraft
  disabled: boolean
  error?: string
  /** The signature changed: a refusal message about it goes. */
  onSigned: () => void
  /** The editor's hold on its save status (useDraftEditor): 保存中 until the PNG is on the device. */
  hold: () => () => void
}

/** 客户签名: the customer signs on the screen; stored as a PNG with the draft. */
export function SignatureSection({ draft, disabled, error, onSigned, hold }: SignatureSectionProps) {
  const { t } = useLingui()
  const id = draft.signature?.id
  const blobs = usePhotoBlobs(id ? [id] : [])
  // Every stroke stores a new PNG under a new id: the pad keeps showing the last one while the next loads.
  const loaded = id ? blobs.get(id) : null
  const [shown, setShown] = useState<Blob | null>(null)
  if (loaded !== undefined && loaded !== shown) setShown(loaded)

  // From the finger's lift to the PNG stored: the status says 保存中 all along.
  const stroke = useRef<(() => void) | null>(null)
  const handleStrokeEnd = () => {
    stroke.current?.()
    stroke.current = hold()
  }
  const handleChange = (png: Blob | null) => {
    const release = stroke.current ?? hold()
    stroke.current = null
    onSigned()
    setSignature(draft.id, png)
      .catch(() => notifications.show({ color: 'red', message: t`签名未能保存到本设备，请重试` }))
      .finally(release)
  }
  // Sent: the device released the bytes; the server's copy is shown (while online).
  const releasedId = draft.signature?.fileId && loaded === null ? draft.signature.fileId : null
  const previews = useRemotePreviews(releasedId ? [releasedId] : [])
  const remote = releasedId ? (previews.get(releasedId) ?? null) : null
  return (
    <Section id="signature" title={t`客户签名`}>
      {releasedId ? (
        remote ? (
          <SignaturePad value={remote} onChange={() => undefined} disabled />
        ) : (
          <Text c="dimmed">{t`客户已签名，签名已上传`}</Text>
        )
      ) : (
        <SignaturePad
          value={shown}
          onChange={handleChange}
          onStrokeEnd={handleStrokeEnd}
          disabled={disabled}
          error={error}
        />
      )}
    </Section>
  )
}
