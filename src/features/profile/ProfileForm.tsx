import type { FormEvent } from 'react'
import { Alert, Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { UserInfo } from '@/api/auth'
import { saveUserInfo } from '@/app/session'
import { useDict } from '@/app/startup/useDict'
import { sessionQueries } from '@/app/sessionQueries'
import { validateEmail, validateMobile } from '@/domain/validation'
import { errorMessage } from '@/ui/errors/errorMessage'
import { translateValidation } from '@/ui/forms/rules'
import { useFields } from '@/ui/forms/useFields'
import { updateOwnProfile } from './api'

type ProfileValues = {
  realName: string
  nickName: string
  email: string
  phone: string
  sex: string
  avatar: string
}

const valuesOf = (user: UserInfo): ProfileValues => ({
  realName: user.realName,
  nickName: user.nickName ?? '',
  email: user.email ?? '',
  phone: user.phone ?? '',
  sex: user.sex === null ? '' : String(user.sex),
  avatar: user.avatar ?? '',
})

const orNull = (text: string) => text.trim() || null

export type ProfileFormProps = { user: UserInfo }

/** The user's own profile: real name, nick name, e-mail, mobile, sex, avatar address. */
export function ProfileForm({ user }: ProfileFormProps) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const sexes = useDict('sex')
  const form = useFields<ProfileValues>(valuesOf(user), (values) => {
    const email = validateEmail(values.email.trim())
    const phone = validateMobile(values.phone.trim())
    return {
      realName: values.realName.trim() ? undefined : t`请输入真实姓名`,
      email: email.ok ? undefined : translateValidation(email.message, i18n),
      phone: phone.ok ? undefined : translateValidation(phone.message, i18n),
    }
  })
  const save = useMutation({
    mutationFn: updateOwnProfile,
    onSuccess: (updated) => {
      saveUserInfo(updated)
      queryClient.setQueryData(sessionQueries.userInfo().queryKey, updated)
      form.reset(valuesOf(updated))
    },
  })
  const { values, errors, handleChange } = form

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!form.check()) return
    save.mutate({
      realName: values.realName.trim(),
      nickName: orNull(values.nickName),
      email: orNull(values.email),
      phone: orNull(values.phone),
      sex: values.sex ? Number(values.sex) : null,
      avatar: orNull(values.avatar),
    })
  }

  return (
    <form onSubmit={handleSubmit} noValidate aria-label={t`基本信息`}>
      <Stack gap="md">
        {save.isError && (
          <Alert color="red" variant="light" role="alert" title={t`保存失败`}>
            {errorMessage(save.error, i18n)}
          </Alert>
        )}
        {save.isSuccess && (
          <Alert color="teal" variant="light" role="status">
            {t`个人信息已保存`}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            name="realName"
            label={t`真实姓名`}
            withAsterisk
            value={values.realName}
            onChange={handleChange('realName')}
            error={errors.realName}
          />
          <TextInput
            name="nickName"
            label={t`昵称`}
            value={values.nickName}
            onChange={handleChange('nickName')}
          />
          <TextInput
            name="email"
            type="email"
            label={t`邮箱`}
            value={values.email}
            onChange={handleChange('email')}
            error={errors.email}
          />
          <TextInput
            name="phone"
            type="tel"
            label={t`手机号`}
            inputMode="numeric"
            maxLength={11}
            value={values.phone}
            onChange={handleChange('phone')}
            error={errors.phone}
          />
          <Select
            name="sex"
            label={t`性别`}
            data={
              sexes.length > 0
                ? sexes.map((option) => ({ value: option.key, label: option.label }))
                : [
                    { value: '1', label: t`男` },
                    { value: '2', label: t`女` },
                  ]
            }
            clearable
            value={values.sex || null}
            onChange={(value) => form.setValue('sex', value ?? '')}
          />
          <TextInput
            name="avatar"
            label={t`头像地址`}
            placeholder="https://"
            value={values.avatar}
            onChange={handleChange('avatar')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t`保存`}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
