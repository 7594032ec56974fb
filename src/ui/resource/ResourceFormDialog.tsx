import { useEffect, useState } from 'react'
import { Button, Group, LoadingOverlay, SimpleGrid, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useLingui } from '@lingui/react/macro'
import { fetchResourceDetail, submitResource } from '@/api/resources'
import {
  fieldError,
  localize,
  recordErrors,
  type FieldMessages,
  type ResourceDeclaration,
  type ResourceField,
} from '@/domain/resources'
import { AppDialog } from '@/ui/AppDialog'
import { FormField } from './FormField'

export type ResourceFormDialogProps = {
  resource: ResourceDeclaration
  opened: boolean
  /** The record to edit; none creates one. */
  recordId: string | undefined
  defaults?: Record<string, unknown>
  onClose: () => void
  onSaved: () => void | Promise<void>
}

const editable = (field: ResourceField) => field.form !== false && !field.join

/** Empty optional inputs are sent as null so that clearing a value clears it on the server. */
function toBody(resource: ResourceDeclaration, record: Record<string, unknown>) {
  const body: Record<string, unknown> = {}
  if (typeof record.id === 'string') body.id = record.id
  for (const [name, value] of Object.entries(record)) {
    const field = resource.fields.find((candidate) => candidate.name === name)
    if (!field) {
      if (name !== 'id' && !(name in body)) body[name] = value
      continue
    }
    if (!editable(field) && name !== 'areaCodeName') continue
    body[name] = typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value
  }
  return body
}

/** 新增 / 编辑 in the shell's dialog: the declaration's form fields, checked on blur and before saving. */
export function ResourceFormDialog({
  resource,
  opened,
  recordId,
  defaults,
  onClose,
  onSaved,
}: ResourceFormDialogProps) {
  const { t, i18n } = useLingui()
  const [record, setRecord] = useState<Record<string, unknown>>({})
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [loading, setLoading] = useState(false)
  const [saving, setSaving] = useState(false)

  const messages: FieldMessages = {
    required: (label) => t`请输入${label}`,
    tooLong: (label, max) => t`${label}最多${max}个字符`,
    pattern: (label) => t`${label}格式不正确`,
  }

  useEffect(() => {
    if (!opened) return
    setErrors({})
    if (!recordId) {
      setRecord({ ...defaults })
      return
    }
    let live = true
    setLoading(true)
    fetchResourceDetail(resource, recordId)
      .then((detail) => {
        if (live) setRecord(detail)
      })
      .catch(() => {
        if (live) onClose()
      })
      .finally(() => {
        if (live) setLoading(false)
      })
    return () => {
      live = false
    }
  }, [opened, recordId, resource, defaults, onClose])

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

  const save = async () => {
    const found = recordErrors(resource, record, i18n.locale, messages)
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setSaving(true)
    try {
      await submitResource(resource, toBody(resource, record))
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
