import { useEffect, useState } from 'react'
import { Image, Loader } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'

export type QuestionnaireQrCodeProps = { url: string; size?: number }

/** A link's QR code. The qrcode package loads on first use: it stays out of the staff app's start bundle. */
export function QuestionnaireQrCode({ url, size = 180 }: QuestionnaireQrCodeProps) {
  const { t } = useLingui()
  const [image, setImage] = useState<{ url: string; data: string } | null>(null)

  useEffect(() => {
    let live = true
    void import('qrcode')
      .then((qrcode) => qrcode.toDataURL(url, { margin: 1, width: size * 2, errorCorrectionLevel: 'M' }))
      .then((data) => {
        if (live) setImage({ url, data })
      })
    return () => {
      live = false
    }
  }, [url, size])

  if (image?.url !== url) return <Loader size="sm" />
  return <Image src={image.data} w={size} h={size} alt={t`问卷二维码`} data-url={url} />
}
