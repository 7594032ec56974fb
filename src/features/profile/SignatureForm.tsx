import { useEffect, useMemo, useState } from 'react'
import { Button, Group, Image, Stack, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { fetchFileBytes, uploadFile } from '@/api/files'
import { SignaturePad } from '@/ui/signature-pad'
import { fetchOwnSignature, saveOwnSignature } from './api'

const KEY = ['profile', 'signature']

/** An object URL for the blob while it is shown, revoked when it changes or goes. */
function useObjectUrl(blob: Blob | null): string | null {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob])
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url])
  return url
}

/**
 * 我的签名: drawn once, printed above her name on the certificates she drafts, audits or approves (beside the
 * lab's digital signature, which proves the file; this is the hand a reader recognises).
 */
export function SignatureForm() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const saved = useQuery({ queryKey: KEY, queryFn: fetchOwnSignature })
  const [drawn, setDrawn] = useState<Blob | null>(null)
  const [busy, setBusy] = useState(false)
  const fileId = saved.data?.fileId ?? null
  const image = useQuery({
    queryKey: [...KEY, fileId],
    queryFn: () => fetchFileBytes(fileId!),
    enabled: fileId !== null,
  })
  const shown = useObjectUrl(fileId ? (image.data ?? null) : null)

  const keep = async (blob: Blob | null) => {
    setBusy(true)
    try {
      const uploaded = blob
        ? await uploadFile(new File([blob], 'signature.png', { type: 'image/png' }), 'image')
        : null
      queryClient.setQueryData(KEY, await saveOwnSignature(uploaded?.id ?? null))
      setDrawn(null)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Stack gap="sm" data-own-signature>
      <Text size="sm" c="dimmed">
        {t`签名会印在您编制、审核或批准的证书上您的姓名上方。`}
      </Text>
      {shown ? (
        <Group justify="space-between" wrap="nowrap">
          <Image src={shown} alt={t`已保存的签名`} h={80} w="auto" fit="contain" data-saved-signature />
          <Button variant="subtle" color="red" loading={busy} onClick={() => void keep(null)}>
            {t`删除已保存的签名`}
          </Button>
        </Group>
      ) : (
        <Text size="sm">{t`尚未保存签名`}</Text>
      )}
      <SignaturePad
        value={drawn}
        onChange={setDrawn}
        actions={
          <Button size="md" disabled={!drawn} loading={busy} onClick={() => void keep(drawn)}>
            {t`保存签名`}
          </Button>
        }
      />
    </Stack>
  )
}
