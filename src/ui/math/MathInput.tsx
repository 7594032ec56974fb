import {
  forwardRef,
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type MouseEvent,
  type ReactNode,
} from 'react'
import { ActionIcon, Button, Group, Loader, Popover, ScrollArea, Stack, Text, TextInput } from '@mantine/core'
import type { TextInputProps } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { insertAtCaret, splitRows } from './keyboard'
import { keyboardClosed, keyboardOpened } from './openKeyboard'
import { loadKeyboardSymbols } from './symbolSource'

export type MathInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'rightSection' | 'defaultValue'> & {
  value: string
  onChange: (value: string) => void
}

const keyboardQuery = {
  queryKey: ['symbols', 'keyboard'] as const,
  queryFn: loadKeyboardSymbols,
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
}

function KeyboardIcon() {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable={false}
    >
      <rect x="2" y="6" width="20" height="12" rx="2" />
      <path d="M6 10h0M10 10h0M14 10h0M18 10h0M6 14h0M18 14h0M10 14h4" />
    </svg>
  )
}

/**
 * A text input with a virtual keyboard of metrology symbols (spec §2: the symbols split into 14 rows). A
 * symbol goes in at the caret (replacing a selection) and the focus stays in the input, so typing goes on.
 */
export const MathInput = forwardRef<HTMLInputElement, MathInputProps>(function MathInput(
  { value, onChange, disabled, readOnly, ...props },
  ref,
) {
  const { t } = useLingui()
  const input = useRef<HTMLInputElement>(null)
  useImperativeHandle(ref, () => input.current as HTMLInputElement)
  const [opened, setOpened] = useState(false)
  const close = useCallback(() => setOpened(false), [])
  useEffect(() => {
    if (opened) keyboardOpened(close)
    else keyboardClosed(close)
  }, [opened, close])
  useEffect(() => () => keyboardClosed(close), [close])
  /** Where the caret was last (the input may have lost focus to the keyboard button). */
  const caret = useRef<{ start: number | null; end: number | null }>({ start: null, end: null })
  const symbols = useQuery({ ...keyboardQuery, enabled: opened })

  const rememberCaret = () => {
    const element = input.current
    if (element) caret.current = { start: element.selectionStart, end: element.selectionEnd }
  }

  const insert = (symbol: string) => {
    const element = input.current
    const focused = element !== null && document.activeElement === element
    const start = focused ? element.selectionStart : caret.current.start
    const end = focused ? element.selectionEnd : caret.current.end
    const next = insertAtCaret(value, symbol, start, end)
    onChange(next.value)
    caret.current = { start: next.caret, end: next.caret }
    // After React has written the new value: the caret goes just after the symbol.
    requestAnimationFrame(() => {
      element?.focus()
      element?.setSelectionRange(next.caret, next.caret)
    })
  }

  // The keyboard's buttons never take the focus from the input.
  const keepFocus = (event: MouseEvent) => event.preventDefault()

  let body: ReactNode
  if (symbols.isPending) body = <Loader size="sm" mx="auto" my="md" display="block" />
  else if (symbols.isError)
    body = (
      <Group justify="center" gap="xs" py="sm">
        <Text size="sm" c="dimmed">{t`符号加载失败`}</Text>
        <Button size="compact-xs" variant="light" onClick={() => void symbols.refetch()}>
          {t`重试`}
        </Button>
      </Group>
    )
  else if (symbols.data.length === 0)
    body = (
      <Text size="sm" c="dimmed" ta="center" py="sm">
        {t`暂无数据`}
      </Text>
    )
  else
    body = (
      <ScrollArea.Autosize mah="min(50vh, 420px)" type="auto">
        <Stack gap={6} role="group" aria-label={t`符号键盘`}>
          {splitRows(symbols.data).map((row, index) => (
            <Group key={index} gap={2} wrap="wrap" data-keyboard-row={index}>
              {row.map((symbol) => (
                <Button
                  key={symbol}
                  variant="default"
                  size="compact-sm"
                  miw={30}
                  px={4}
                  fw={400}
                  onMouseDown={keepFocus}
                  onClick={() => insert(symbol)}
                  aria-label={t`插入 ${symbol}`}
                  title={symbol}
                >
                  {symbol}
                </Button>
              ))}
            </Group>
          ))}
        </Stack>
      </ScrollArea.Autosize>
    )

  const toggle = (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      width="min(760px, calc(100vw - 16px))"
      shadow="md"
      withinPortal
      returnFocus={false}
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          size="md"
          disabled={disabled || readOnly}
          onMouseDown={keepFocus}
          onClick={() => setOpened((current) => !current)}
          aria-label={t`符号键盘`}
          aria-expanded={opened}
        >
          <KeyboardIcon />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p="xs" onMouseDown={keepFocus}>
        {body}
      </Popover.Dropdown>
    </Popover>
  )

  return (
    <TextInput
      {...props}
      ref={input}
      value={value}
      disabled={disabled}
      readOnly={readOnly}
      onChange={(event) => onChange(event.currentTarget.value)}
      onSelect={rememberCaret}
      onKeyUp={rememberCaret}
      onBlur={(event) => {
        rememberCaret()
        props.onBlur?.(event)
      }}
      rightSection={toggle}
      rightSectionWidth={36}
    />
  )
})
