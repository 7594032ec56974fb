import { Stack, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { fetchResourceDetail } from '@/api/resources'
import { users } from '@/domain/resources'

/** 查看 of a user: the roles the user holds (not a list column; read from the user's detail). */
export function UserRoles({ userId }: { userId: string }) {
  const { t } = useLingui()
  const detail = useQuery({
    queryKey: ['system', 'user-detail', userId],
    queryFn: () => fetchResourceDetail(users, userId),
    gcTime: 0,
  })
  const names = Array.isArray(detail.data?.roleNames) ? detail.data.roleNames.map(String) : []
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {t`角色`}
      </Text>
      <Text size="sm">{names.join('、')}</Text>
    </Stack>
  )
}
