import { useRef, useState, type ChangeEvent } from 'react'
import { ActionIcon, Badge, Button, Group, Input, Progress, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { IconTrash } from '@/ui/icons'
import { downscaleImage } from './downscale'
import { IconCamera, IconCheck, IconPhoto } from './icons'
import classes from './PhotoCapture.module.css'
import { Thumbnail } from './Thumbnail'

/** A photo shown in the picker: its stored bytes (null while they load) and, optionally, its upload state. */
export type PhotoItem = {
  id: string
  name: string
  blob: Blob | null
  /** Upload progress 0…1 while it is being sent; null when not sending. */
  progress?: number | null
  /** The server has it. */
  uploaded?: boolean
}

export type CapturedPhoto = { blob: Blob; name: string }

export type PhotoCaptureProps = {
  items: readonly PhotoItem[]
  /** Called with the photos taken or chosen, already downscaled (downscale.ts). */
  onAdd: (photos: CapturedPhoto[]) => void | Promise<void>
  onRemove: (id: string) => void
  /** At most this many photos in all. */
  max?: number
  disabled?: boolean
  label?: string
  error?: string
}

/**
 * Take photos with the device's camera (capture="environment" opens the back camera on a phone or tablet) or
 * choose images; each is downscaled before it is handed on, so what is stored stays small. Thumbnails with a
 * remove button of touch size; an upload's progress shows on its thumbnail.
 */
export function PhotoCapture({
  items,
  onAdd,
  onRemove,
  max,
  disabled = false,
  label,
  error,
}: PhotoCaptureProps) {
  const { t } = useLingui()
  const camera = useRef<HTMLInputElement>(null)
  const gallery = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const room = max === undefined ? Infinity : Math.max(0, max - items.length)
  const full = room === 0
  const count = items.length

  const handleFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    const files = [...(input.files ?? [])]
    // Cleared at once, so choosing the same file again fires change again.
    input.value = ''
    if (files.length === 0) return
    setBusy(true)
    setProblem(null)
    const taken: CapturedPhoto[] = []
    const unreadable: string[] = []
    // One at a time: decoding several camera images at once can exhaust a tablet's memory.
    for (const file of files.slice(0, room)) {
      try {
        taken.push(await downscaleImage(file, file.name || 'photo.jpg'))
      } catch {
        unreadable.push(file.name)
      }
    }
    const skipped = files.length - Math.min(files.length, room)
    const messages: string[] = []
    const names = unreadable.join('、')
    if (unreadable.length > 0) messages.push(t`无法读取图片：${names}`)
    if (skipped > 0) messages.push(t`最多${max}张照片，${skipped}张未添加`)
    setProblem(messages.length > 0 ? messages.join('；') : null)
    try {
      if (taken.length > 0) await onAdd(taken)
    } finally {
      setBusy(false)
    }
  }

  const inputProps = {
    type: 'file',
    accept: 'image/*',
    multiple: true,
    className: classes.hidden,
    disabled: disabled || full,
    onChange: (event: ChangeEvent<HTMLInputElement>) => void handleFiles(event),
  } as const

  return (
    <Input.Wrapper label={label} error={error ?? problem ?? undefined} data-photo-capture>
      <Group gap="xs" mb="xs" mt={label ? 4 : 0}>
        <Button
          size="md"
          leftSection={<IconCamera />}
          onClick={() => camera.current?.click()}
          disabled={disabled || full}
          loading={busy}
        >
          {t`拍照`}
        </Button>
        <Button
          size="md"
          variant="default"
          leftSection={<IconPhoto />}
          onClick={() => gallery.current?.click()}
          disabled={disabled || full || busy}
        >
          {t`选择图片`}
        </Button>
        {max !== undefined && (
          <Text size="sm" c="dimmed">
            {t`${count} / ${max} 张`}
          </Text>
        )}
      </Group>
      <input ref={camera} {...inputProps} capture="environment" aria-label={t`拍照`} />
      <input ref={gallery} {...inputProps} aria-label={t`选择图片`} />
      {items.length > 0 && (
        <div className={classes.grid}>
          {items.map((item, index) => {
            const number = index + 1
            return (
              <div key={item.id} className={classes.tile} data-photo={item.id}>
                <Thumbnail blob={item.blob} alt={t`照片 ${number}`} />
                {!disabled && (
                  <ActionIcon
                    className={classes.remove}
                    size={44}
                    variant="filled"
                    color="dark"
                    opacity={0.75}
                    aria-label={t`删除照片 ${number}`}
                    onClick={() => onRemove(item.id)}
                  >
                    <IconTrash size={18} />
                  </ActionIcon>
                )}
                {typeof item.progress === 'number' && (
                  <Progress
                    className={classes.status}
                    value={Math.round(item.progress * 100)}
                    size="sm"
                    aria-label={t`上传进度`}
                  />
                )}
                {item.uploaded && (
                  <Badge
                    className={classes.status}
                    color="green"
                    size="sm"
                    leftSection={<IconCheck size={12} />}
                  >
                    {t`已上传`}
                  </Badge>
                )}
              </div>
            )
          })}
        </div>
      )}
    </Input.Wrapper>
  )
}
