import { useMemo, useState } from 'react'
import { Button, Center, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useLocation, useRouter } from '@tanstack/react-router'
import { useLiveValue } from '@/app/offline/useLiveValue'
import { createDraft, observeDrafts, type DraftOwner, type LocalDraft } from '@/offline'
import { CartRegistrationStart, FROM_CART } from './CartRegistrationStart'
import { DraftCard } from './DraftCard'
import { DraftEditor } from './DraftEditor'
import { draftHref, REGISTRATION_PATH } from './paths'
import classes from './pickup.module.css'
import { staffFields } from '@/features/shared/registration/prefill'
import { SyncPanel } from './SyncPanel'
import { useOwner } from './useOwner'
import { useRegistrar } from './useRegistrar'

/**
 * 现场登记 (/appointment-pickup-manage/registration/index): the user's drafts on this device with their sync
 * state, 新建登记, 立即同步; `?draft=<id>` opens one in the editor (so a reload reopens it).
 */
export function RegistrationPage() {
  const owner = useOwner()
  const router = useRouter()
  const draftId = useLocation({
    select: (location) => {
      const value = (location.search as Record<string, unknown>).draft
      return typeof value === 'string' ? value : null
    },
  })
  // The cart's 生成委托单 (?fromCart=1): a new draft of the cart's instruments, opened in place of the link.
  const fromCart = useLocation({
    select: (location) => (location.search as Record<string, unknown>)[FROM_CART] !== undefined,
  })
  if (!owner) return null
  const open = (id: string | null) => router.history.push(id ? draftHref(id) : REGISTRATION_PATH)
  return (
    <div className={classes.page}>
      {draftId ? (
        <DraftEditor key={draftId} id={draftId} owner={owner} onClose={() => open(null)} />
      ) : fromCart ? (
        <CartRegistrationStart
          owner={owner}
          onDone={(id) => router.history.replace(id ? draftHref(id) : REGISTRATION_PATH)}
        />
      ) : (
        <DraftList owner={owner} onOpen={open} />
      )}
    </div>
  )
}

type DraftListProps = { owner: DraftOwner; onOpen: (id: string) => void }

function DraftList({ owner, onOpen }: DraftListProps) {
  const { t } = useLingui()
  const observable = useMemo(() => observeDrafts(owner.ownerKey), [owner.ownerKey])
  const drafts = useLiveValue<LocalDraft[] | null>(observable, null)
  const [creating, setCreating] = useState(false)
  const registrar = useRegistrar()

  const handleCreate = async () => {
    setCreating(true)
    try {
      const draft = await createDraft(owner, {
        startTime: new Date().toISOString(),
        ...staffFields(registrar),
      })
      onOpen(draft.id)
    } finally {
      setCreating(false)
    }
  }

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="xs">
        <Title order={2} fz="lg">
          {t`现场登记`}
        </Title>
        <Button size="md" onClick={() => void handleCreate()} loading={creating}>
          {t`新建登记`}
        </Button>
      </Group>
      <SyncPanel ownerKey={owner.ownerKey} />
      {drafts === null ? null : drafts.length === 0 ? (
        <Center py="xl">
          <Text c="dimmed">{t`本设备上还没有登记。可从取件受理开始登记，或新建登记。`}</Text>
        </Center>
      ) : (
        <SimpleGrid
          cols={{ base: 1, md: 2, lg: 3 }}
          spacing="sm"
          verticalSpacing="sm"
          aria-label={t`登记列表`}
        >
          {drafts.map((draft) => (
            <DraftCard key={draft.id} draft={draft} onOpen={() => onOpen(draft.id)} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  )
}
