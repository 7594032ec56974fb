import type { ChangeEvent } from 'react'
import { TextInput } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { SmsPurpose } from './api'
import { SmsCodeField, type SmsTarget } from './SmsCodeField'

type VerificationField = 'tenantId' | 'phone' | 'code'

export type PhoneVerificationFieldsProps = {
  purpose: SmsPurpose
  values: Record<VerificationField, string>
  errors: Partial<Record<VerificationField, string>>
  onChange: (field: VerificationField) => (event: ChangeEvent<HTMLInputElement>) => void
  target: () => SmsTarget | null
}

/** Tenant, mobile number and the SMS code sent to it: the first fields of /register and /forgetPassword. */
export function PhoneVerificationFields({
  purpose,
  values,
  errors,
  onChange,
  target,
}: PhoneVerificationFieldsProps) {
  const { t } = useLingui()
  return (
    <>
      <TextInput
        name="tenantId"
        label={t`租户ID`}
        description={t`检测机构的6位编号`}
        autoComplete="organization"
        inputMode="numeric"
        withAsterisk
        value={values.tenantId}
        onChange={onChange('tenantId')}
        error={errors.tenantId}
      />
      <TextInput
        name="phone"
        type="tel"
        label={t`手机号`}
        placeholder={t`请输入手机号`}
        autoComplete="tel"
        inputMode="numeric"
        maxLength={11}
        withAsterisk
        value={values.phone}
        onChange={onChange('phone')}
        error={errors.phone}
      />
      <SmsCodeField
        purpose={purpose}
        value={values.code}
        error={errors.code}
        onChange={onChange('code')}
        target={target}
      />
    </>
  )
}
