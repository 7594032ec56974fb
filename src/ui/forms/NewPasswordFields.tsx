import type { ChangeEvent } from 'react'
import { PasswordInput, SimpleGrid, Stack } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'

export type NewPasswordFieldsProps<Name extends string> = {
  /** The form's names of the password and of its repetition. */
  names: readonly [Name, Name]
  values: Record<Name, string>
  errors: Partial<Record<Name, string | undefined>>
  onChange: (name: Name) => (event: ChangeEvent<HTMLInputElement>) => void
  /** 'register' says 密码 / 确认密码 side by side; 'change' says 新密码 / 确认新密码 one under the other. */
  kind: 'register' | 'change'
}

/** A new password and its repetition, with the password rule shown under the first. */
export function NewPasswordFields<Name extends string>({
  names,
  values,
  errors,
  onChange,
  kind,
}: NewPasswordFieldsProps<Name>) {
  const { t } = useLingui()
  const [first, second] = names
  const toggle = { 'aria-label': t`显示或隐藏密码` }
  const fields = (
    <>
      <PasswordInput
        visibilityToggleButtonProps={toggle}
        name={first}
        label={kind === 'register' ? t`密码` : t`新密码`}
        description={t`至少8位，含字母和数字`}
        autoComplete="new-password"
        withAsterisk
        value={values[first]}
        onChange={onChange(first)}
        error={errors[first]}
      />
      <PasswordInput
        visibilityToggleButtonProps={toggle}
        name={second}
        label={kind === 'register' ? t`确认密码` : t`确认新密码`}
        description={kind === 'register' ? t`再次输入密码` : undefined}
        autoComplete="new-password"
        withAsterisk
        value={values[second]}
        onChange={onChange(second)}
        error={errors[second]}
      />
    </>
  )
  return kind === 'register' ? (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
      {fields}
    </SimpleGrid>
  ) : (
    <Stack gap="md">{fields}</Stack>
  )
}
