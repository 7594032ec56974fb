import { SimpleGrid, TextInput } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { RegistrationDraft } from '@/domain/registration/draft'
import { orNull, Section, type SectionProps } from './Section'

type TextField = 'applicant' | 'agent' | 'mobile' | 'phone'

/** 联系人: who hands the instruments over, and how to reach them. */
export function ContactSection({ record, disabled, errors, change }: SectionProps) {
  const { t } = useLingui()
  const field = (name: TextField, label: string, extra: { type?: string; inputMode?: 'tel' } = {}) => (
    <TextInput
      size="md"
      label={label}
      value={record[name] ?? ''}
      onChange={(event) => {
        const value = orNull(event.currentTarget.value)
        change([name], (current): RegistrationDraft => ({ ...current, [name]: value }))
      }}
      error={errors[name]}
      disabled={disabled}
      maxLength={200}
      data-field={name}
      {...extra}
    />
  )
  return (
    <Section id="contact" title={t`联系方式`}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
        {field('applicant', t`联系人`)}
        {field('agent', t`经办人`)}
        {field('mobile', t`手机号码`, { type: 'tel', inputMode: 'tel' })}
        {field('phone', t`联系电话`, { type: 'tel', inputMode: 'tel' })}
      </SimpleGrid>
    </Section>
  )
}
