import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Button, Group, LoadingOverlay, SimpleGrid, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useLingui } from '@lingui/react/macro'
import { fetchResourceDetail, submitResource } from '@/api/resources'
import { DEFAULT_PROVINCE_CODE } from '@/domain/constants'
import {
  fieldError,
  localize,
  recordErrors,
  type FieldMessages,
  type ResourceDeclaration,
  type ResourceField,
} from '@/domain/resources'
import { AppDialog } from '@/ui/AppDialog'
import { focusFirstInvalid } from './focusFirstInvalid'
import { FormField } from './FormField'

/** What a page's own inputs (a new user's password) get from the form. */
export type FormExtrasContext = {
  record: Record<string, unknown>
  creating: boolean
  errors: Record<string, string>
  setField: (name: string, value: unknown) => void
  /** Runs the extras' validation for one input (on blur). */
  checkField: (name: string) => void
}

/** Inputs a page adds after the declared ones, with their own checks (errors by input name). */
export type FormExtras = {
  render: (form: FormExtrasContext) => ReactNode
  validate?: (record: Record<string, unknown>, creating: boolean) => Record<string, string>
}

export type ResourceFormDialogProps = {
  resource: ResourceDeclaration
  opened: boolean
  /** The record to edit; none creates one. */
  recordId: string | undefined
  defaults?: Record<string, unknown>
  extras?: FormExtras
  onClose: () => void
  onSaved: () => void | Promise<void>
}

const editable = (field: ResourceField) => field.form !== false && !field.join

/**
 * Empty optional inputs are sent as null so that clearing a value clears it on the server. Fields the form
 * does not show are left out, except the ones the page presets (a dictionary entry's group, a customer's
 * instruments) and the address picker's name path.
 */
function toBody(
  resource: ResourceDeclaration,
  record: Record<string, unknown>,
  preset: Record<string, unknown> | undefined,
  loaded: Record<string, unknown>,
) {
  const body: Record<string, unknown> = {}
  if (typeof record.id === 'string') body.id = record.id
  for (const [name, value] of Object.entries(record)) {
    const field = resource.fields.find((candidate) => candidate.name === name)
    if (!field) {
      if (name !== 'id' && !(name in body)) body[name] = value
      continue
    }
    if (!editable(field) && name !== 'areaCodeName' && !(preset && name in preset)) continue
    // An empty text the record already had goes back as it came (some routes take '' but not null).
    const empty = loaded[name] === '' ? '' : null
    body[name] = typeof value === 'string' ? (value.trim() === '' ? empty : value.trim()) : value
  }
  return body
}

/**
 * A new record's address starts at the spec's default province (§4: with no selection the code falls back
 * to 43, 湖南省), so saving without touching the picker still sends it; the picker shows it chosen.
 */
const regionDefaults = (resource: ResourceDeclaration): Record<string, unknown> =>
  Object.fromEntries(
    resource.fields
      .filter((field) => field.widget === 'address' && field.form !== false)
      .map((field) => [field.name, DEFAULT_PROVINCE_CODE]),
  )

/** 新增 / 编辑 in the shell's dialog: the declaration's form fields, checked on blur and before saving. */
export function ResourceFormDialog({
  resource,
  opened,
  recordId,
  defaults,
  extras,
  onClose,
  onSaved,
}: ResourceFormDialogProps) {
  const { t, i18n } = useLingui()
  const [record, setRecord] = useState<Record<string, unknown>>({})
  /** The record as loaded for editing (empty when creating). */
  const [loaded, setLoaded] = useState<Record<string, unknown>>({})
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [loading, setLoading] = useState(false)
  const [saving, setSaving] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)

  const messages: FieldMessages = {
    required: (label) => t`请输入${label}`,
    tooLong: (label, max) => t`${label}最多${max}个字符`,
    pattern: (label) => t`${label}格式不正确`,
  }

  // Each opening starts afresh (adjusting state while rendering, as React recommends over an effect): the
  // form is reset when it opens, never again while the user types, even if the caller re-renders with new
  // `defaults` or `onClose` objects (a list reloading behind the dialog).
  const session = opened ? (recordId ?? '') : null
  const [shown, setShown] = useState<string | null>(null)
  if (session !== shown) {
    setShown(session)
    if (session !== null) {
      setErrors({})
      setRecord(recordId ? {} : { ...regionDefaults(resource), ...defaults })
      setLoaded({})
      setLoading(Boolean(recordId))
    }
  }

  const closeRef = useRef(onClose)
  useEffect(() => {
    closeRef.current = onClose
  })

  useEffect(() => {
    if (!opened || !recordId) return
    let live = true
    fetchResourceDetail(resource, recordId)
      .then((detail) => {
        if (!live) return
        setRecord(detail)
        setLoaded(detail)
      })
      .catch(() => {
        if (live) closeRef.current()
      })
      .finally(() => {
        if (live) setLoading(false)
      })
    return () => {
      live = false
    }
  }, [opened, recordId, resource])

  const setField = (name: string, value: unknown) => setRecord((current) => ({ ...current, [name]: value }))
  const check = (field: ResourceField) => {
    const error = fieldError(field, record[field.name], i18n.locale, messages)
    setErrors((current) => {
      const next = { ...current }
      if (error) next[field.name] = error
      else delete next[field.name]
      return next
    })
  }

  const creating = !recordId
  const extraErrors = () => extras?.validate?.(record, creating) ?? {}
  const checkExtra = (name: string) => {
    const error = extraErrors()[name]
    setErrors((current) => {
      const next = { ...current }
      if (error) next[name] = error
      else delete next[name]
      return next
    })
  }

  const save = async () => {
    const found = { ...recordErrors(resource, record, i18n.locale, messages), ...extraErrors() }
    setErrors(found)
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(formRef.current)
      return
    }
    setSaving(true)
    try {
      await submitResource(resource, toBody(resource, record, defaults, loaded))
      notifications.show({ color: 'green', message: t`操作成功` })
      await onSaved()
    } finally {
      setSaving(false)
    }
  }

  const title = `${localize(resource.label, i18n.locale)} · ${recordId ? t`编辑` : t`新增`}`
  return (
    <AppDialog opened={opened} onClose={onClose} title={title}>
      <Stack pos="relative">
        <LoadingOverlay visible={loading} />
        <form
          ref={formRef}
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            void save()
          }}
        >
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            {resource.fields.filter(editable).map((field) => (
              <FormField
                key={field.name}
                field={field}
                value={record[field.name]}
                error={errors[field.name]}
                record={record}
                onChange={(value) => setField(field.name, value)}
                onChangeField={setField}
                onBlur={() => check(field)}
              />
            ))}
            {extras?.render({ record, creating, errors, setField, checkField: checkExtra })}
          </SimpleGrid>
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={onClose}>
              {t`取消`}
            </Button>
            <Button type="submit" loading={saving}>
              {t`保存`}
            </Button>
          </Group>
        </form>
      </Stack>
    </AppDialog>
  )
}
