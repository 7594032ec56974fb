import { useState, type ReactNode } from 'react'
import { ActionIcon, Group, Modal } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { DIALOG_TOP, DIALOG_WIDTH } from '@/domain/constants'
import { useScreenSize } from '@/ui/layout/useScreenSize'
import { IconCopy, IconMinus, IconSquare } from './icons'
import classes from './AppDialog.module.css'
import { topOffset } from './dialogOffset'

export type DialogMode = 'normal' | 'maximised' | 'minimised'

export type AppDialogProps = {
  opened: boolean
  onClose: () => void
  title: ReactNode
  children: ReactNode
  /** Width of the dialog (spec §9: default 80%). */
  width?: string | number
  /** Distance from the top of the window (spec §9: default 2%, of the window's height). */
  top?: string
  /** Opens maximised (e.g. the error log, which the spec shows full screen). */
  defaultMode?: Exclude<DialogMode, 'minimised'>
  /** Hides the minimise / maximise controls. */
  fixedSize?: boolean
  /** Fills the screen of a phone (under 768 px: a form too wide for a dialog there), without those controls. */
  fullScreenOnPhone?: boolean
}

/**
 * The reusable dialog (spec §2 "Dialog"): a Mantine Modal that can be minimised (to a title bar in the
 * corner, leaving the page usable), maximised and restored. Closing resets both: it opens normal next time.
 */
export function AppDialog({
  opened,
  onClose,
  title,
  children,
  width = DIALOG_WIDTH,
  top = DIALOG_TOP,
  defaultMode = 'normal',
  fixedSize = false,
  fullScreenOnPhone = false,
}: AppDialogProps) {
  const { t } = useLingui()
  const phone = useScreenSize() === 0
  const fillsPhone = phone && fullScreenOnPhone
  const resizable = !fixedSize && !fillsPhone
  const [mode, setMode] = useState<DialogMode>(defaultMode)
  const [wasOpened, setWasOpened] = useState(opened)
  // Closing resets minimise and maximise (adjusting state while rendering, as React recommends).
  if (opened !== wasOpened) {
    setWasOpened(opened)
    if (!opened) setMode(defaultMode)
  }

  const handleClose = () => {
    setMode(defaultMode)
    onClose()
  }

  const minimised = mode === 'minimised'
  return (
    <Modal.Root
      opened={opened}
      onClose={handleClose}
      size={phone ? '100%' : width}
      yOffset={topOffset(top)}
      xOffset={phone ? 8 : 0}
      fullScreen={mode === 'maximised' || fillsPhone}
      trapFocus={!minimised}
      lockScroll={!minimised}
      closeOnClickOutside={!minimised}
      classNames={{
        inner: classes.inner,
        content: classes.content,
        header: classes.header,
        title: classes.title,
        body: classes.body,
      }}
      mod={{ mode }}
    >
      {!minimised && <Modal.Overlay />}
      <Modal.Content aria-label={typeof title === 'string' ? title : undefined}>
        <Modal.Header>
          <Modal.Title>{title}</Modal.Title>
          <Group gap={4} wrap="nowrap">
            {resizable && mode !== 'minimised' && (
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t`最小化`}
                onClick={() => setMode('minimised')}
              >
                <IconMinus size={16} />
              </ActionIcon>
            )}
            {resizable && mode === 'normal' && (
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t`最大化`}
                onClick={() => setMode('maximised')}
              >
                <IconSquare size={14} />
              </ActionIcon>
            )}
            {resizable && mode !== 'normal' && (
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t`还原`}
                onClick={() => setMode('normal')}
              >
                <IconCopy size={14} />
              </ActionIcon>
            )}
            <Modal.CloseButton aria-label={t`关闭`} />
          </Group>
        </Modal.Header>
        <Modal.Body hidden={minimised}>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  )
}
