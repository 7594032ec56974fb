import type { ReactNode } from 'react'
import { Box, Center, Group } from '@mantine/core'
import { Brand } from '@/app/Brand'
import { LanguageSwitch } from '@/app/LanguageSwitch'

export type AuthScreenProps = { children: ReactNode }

/** The frame of the pages before sign-in (/login, /register, /forgetPassword, /sso/login): brand, language. */
export function AuthScreen({ children }: AuthScreenProps) {
  return (
    <Box
      mih="100dvh"
      style={{
        background:
          'linear-gradient(160deg, var(--mantine-color-brand-0) 0%, var(--mantine-color-gray-0) 55%, var(--mantine-color-brand-1) 100%)',
      }}
    >
      <Group justify="space-between" px={{ base: 'md', sm: 'xl' }} py="md" wrap="nowrap">
        <Brand />
        <LanguageSwitch />
      </Group>
      <Center px="md" pb="xl" pt={{ base: 'md', sm: 48 }}>
        {children}
      </Center>
    </Box>
  )
}
