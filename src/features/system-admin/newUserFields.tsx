import { MultiSelect, PasswordInput } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { isStrongPassword } from '@/domain/validation'
import type { FormExtras, FormExtrasContext } from '@/ui/resource/ResourceFormDialog'
import { useRoleOptions } from './roleOptions'

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const list = (value: unknown) => (Array.isArray(value) ? value.map(String) : [])

function NewUserInputs({ record, creating, errors, setField, checkField }: FormExtrasContext) {
  const { t, i18n } = useLingui()
  const roles = useRoleOptions(creating, i18n.locale)
  // An existing user's roles change through 授予角色, the password through 重置密码 or the user's profile.
  if (!creating) return null
  return (
    <>
      <MultiSelect
        label={t`角色`}
        required
        data={roles}
        value={list(record.roleIds)}
        error={errors.roleIds}
        onChange={(value) => setField('roleIds', value)}
        onBlur={() => checkField('roleIds')}
        searchable
        clearable
        comboboxProps={{ withinPortal: true }}
      />
      <PasswordInput
        label={t`密码`}
        required
        autoComplete="new-password"
        visibilityToggleButtonProps={{ 'aria-label': t`显示密码` }}
        value={text(record.password)}
        error={errors.password}
        onChange={(event) => setField('password', event.currentTarget.value)}
        onBlur={() => checkField('password')}
      />
      <PasswordInput
        label={t`确认密码`}
        required
        autoComplete="new-password"
        visibilityToggleButtonProps={{ 'aria-label': t`显示密码` }}
        value={text(record.password2)}
        error={errors.password2}
        onChange={(event) => setField('password2', event.currentTarget.value)}
        onBlur={() => checkField('password2')}
      />
    </>
  )
}

/**
 * A new user needs a role and a password (the server refuses a user without them); the declaration has
 * neither because the list and the edit form never show them.
 */
export function useNewUserFields(): FormExtras {
  const { t } = useLingui()
  return {
    render: (form) => <NewUserInputs {...form} />,
    validate: (record, creating) => {
      if (!creating) return {}
      const errors: Record<string, string> = {}
      if (list(record.roleIds).length === 0) errors.roleIds = t`请至少选择一个角色`
      const password = text(record.password)
      const repeat = text(record.password2)
      if (!password) errors.password = t`请输入密码`
      else if (!isStrongPassword(password)) errors.password = t`密码至少8位，且须包含字母和数字`
      if (!repeat) errors.password2 = t`请再次输入密码`
      else if (repeat !== password) errors.password2 = t`两次输入的密码不一致`
      return errors
    },
  }
}
