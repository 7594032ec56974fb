import { useLingui } from '@lingui/react'
import { useDictLabel } from '@/ui/reference/referenceData'
import { localize, type ResourceField } from '@/domain/resources'
import { FileLink } from '@/ui/files/FileLink'
import { cellText } from './cellText'
import { FileThumbnail } from './ImageUploadField'

type FieldValueProps = { field: ResourceField; value: unknown }

function DictValue({ code, value }: { code: string; value: unknown }) {
  const label = useDictLabel(code)
  return <>{label(value === null || value === undefined ? undefined : String(value))}</>
}

/** A field's value as people read it: dictionary keys and fixed options as their labels. */
export function FieldValue({ field, value }: FieldValueProps) {
  const { i18n } = useLingui()
  const source = field.source
  if (field.widget === 'image') {
    return (
      <FileThumbnail
        fileId={typeof value === 'string' && value ? value : null}
        alt={localize(field.label, i18n.locale)}
      />
    )
  }
  if (field.widget === 'file') {
    return typeof value === 'string' && value ? <FileLink fileId={value} /> : null
  }
  if (source && 'dict' in source) return <DictValue code={source.dict} value={value} />
  if (source && 'dictBiz' in source) return <DictValue code={source.dictBiz} value={value} />
  if (source && 'options' in source) {
    const option = source.options.find((candidate) => candidate.value === String(value ?? ''))
    return <>{option ? localize(option.label, i18n.locale) : cellText(field, value, i18n.locale)}</>
  }
  return <>{cellText(field, value, i18n.locale)}</>
}
