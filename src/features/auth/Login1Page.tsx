import { Box, Group, List, Stack, Text, Title } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { Brand } from '@/app/Brand'
import { LanguageSwitch } from '@/app/LanguageSwitch'
import { SignInTabs } from './SignInTabs'

/**
 * /login1, the alternative login page: the same forms as /login beside a panel about the platform (the panel
 * is left out on phones).
 */
export function Login1Page() {
  const { t } = useLingui()
  const points = [
    t`委托受理、样品流转与检测任务`,
    t`报告、证书的编制、审核与签发`,
    t`计量标准器具与溯源计划`,
    t`收费、结算与客户服务`,
  ]
  return (
    <Box mih="100dvh" style={{ display: 'flex' }}>
      <Box
        visibleFrom="md"
        bg="brand.7"
        c="white"
        p={48}
        style={{ flex: '1 1 50%', display: 'flex', flexDirection: 'column', justifyContent: 'center' }}
      >
        <Stack gap="lg" maw={460}>
          <Title order={2} c="white">
            {t`自助服务平台`}
          </Title>
          <Text size="lg" c="brand.0">
            {t`计量、校准与检测业务管理`}
          </Text>
          <List spacing="sm" c="brand.0">
            {points.map((point) => (
              <List.Item key={point}>{point}</List.Item>
            ))}
          </List>
        </Stack>
      </Box>
      <Box style={{ flex: '1 1 50%', display: 'flex', flexDirection: 'column' }} bg="white">
        <Group justify="space-between" px={{ base: 'md', sm: 'xl' }} py="md" wrap="nowrap">
          <Brand />
          <LanguageSwitch />
        </Group>
        <Box px={{ base: 'md', sm: 'xl' }} pb="xl" pt={{ base: 'md', sm: 40 }} mx="auto" w="100%" maw={460}>
          <Title order={1} fz={24} mb="lg">
            {t`登录`}
          </Title>
          <SignInTabs />
        </Box>
      </Box>
    </Box>
  )
}
