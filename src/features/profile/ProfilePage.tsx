import { Avatar, Badge, Card, Center, Grid, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { sessionQueries } from '@/app/sessionQueries'
import { useSession } from '@/app/useSession'
import { errorMessage } from '@/ui/errors/errorMessage'
import { PasswordForm } from './PasswordForm'
import { ProfileForm } from './ProfileForm'
import { SignatureForm } from './SignatureForm'

/** /info/index: personal information, edited by the user herself, and her password. */
export function ProfilePage() {
  const { t, i18n } = useLingui()
  const session = useSession()
  const user = useQuery({ ...sessionQueries.userInfo(), initialData: session?.userInfo ?? undefined })

  if (!user.data) {
    return (
      <Center py="xl">
        {user.isError ? <Text c="red">{errorMessage(user.error, i18n)}</Text> : <Loader />}
      </Center>
    )
  }
  const info = user.data
  const displayName = info.nickName || info.realName || info.account

  return (
    <Grid gap="md" maw={1100} mx="auto">
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Card withBorder radius="md" padding="lg">
          <Stack align="center" gap="xs">
            <Avatar
              src={info.avatar || null}
              alt={displayName}
              size={88}
              radius={88}
              color="brand"
              name={displayName}
            />
            <Title order={2} fz="lg">
              {displayName}
            </Title>
            <Text size="sm" c="dimmed">
              {info.account}
            </Text>
            <Group gap={4} justify="center">
              {info.roleNames.map((role) => (
                <Badge key={role} variant="light">
                  {role}
                </Badge>
              ))}
            </Group>
            <Stack gap={2} mt="sm" w="100%">
              <Fact label={t`租户`} value={info.tenantId} />
              <Fact label={t`部门`} value={info.deptName} />
              <Fact label={t`手机号`} value={info.phone} />
              <Fact label={t`邮箱`} value={info.email} />
            </Stack>
          </Stack>
        </Card>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Card withBorder radius="md" padding="lg">
          <Tabs defaultValue="profile" keepMounted={false}>
            <Tabs.List mb="md">
              <Tabs.Tab value="profile">{t`基本信息`}</Tabs.Tab>
              <Tabs.Tab value="password">{t`修改密码`}</Tabs.Tab>
              <Tabs.Tab value="signature">{t`我的签名`}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="profile">
              <ProfileForm user={info} />
            </Tabs.Panel>
            <Tabs.Panel value="password">
              <PasswordForm />
            </Tabs.Panel>
            <Tabs.Panel value="signature">
              <SignatureForm />
            </Tabs.Panel>
          </Tabs>
        </Card>
      </Grid.Col>
    </Grid>
  )
}

function Fact({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" truncate>
        {value || '—'}
      </Text>
    </Group>
  )
}
