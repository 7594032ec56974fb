import { useState } from 'react'
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  CopyButton,
  Group,
  Popover,
  Stack,
  Table,
  Text,
  Textarea,
  Tooltip,
} from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { QUESTIONNAIRE_STATUS } from '@/domain/survey'
import { AppDialog } from '@/ui/AppDialog'
import { IconCopy } from '@/ui/icons'
import { QuestionnaireQrCode } from './QuestionnaireQrCode'
import {
  createQuestionnaireLinks,
  fetchQuestionnaireLinks,
  questionnaireKeys,
  surveyUrl,
  type QuestionnaireLink,
} from './questionnaireApi'

export type QuestionnaireLinksDialogProps = {
  questionnaire: { id: string; title: string; status: number } | null
  onClose: () => void
}

function LinkRow({ link }: { link: QuestionnaireLink }) {
  const { t, i18n } = useLingui()
  const url = surveyUrl(link.token)
  return (
    <Table.Tr data-link={link.token}>
      <Table.Td>{link.label ?? '—'}</Table.Td>
      <Table.Td style={{ wordBreak: 'break-all' }}>
        <Group gap={4} wrap="nowrap">
          <Anchor href={url} target="_blank" size="sm" className="questionnaire-link-url">
            {url}
          </Anchor>
          <CopyButton value={url}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? t`已复制` : t`复制链接`}>
                <ActionIcon variant="subtle" aria-label={t`复制链接`} onClick={copy}>
                  <IconCopy size={16} />
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
      </Table.Td>
      <Table.Td>
        <Popover position="left" withArrow shadow="md">
          <Popover.Target>
            <Button size="compact-sm" variant="default">{t`二维码`}</Button>
          </Popover.Target>
          <Popover.Dropdown>
            <Stack gap={4} align="center">
              <QuestionnaireQrCode url={url} />
              <Text size="xs" c="dimmed">
                {link.label ?? ''}
              </Text>
            </Stack>
          </Popover.Dropdown>
        </Popover>
      </Table.Td>
      <Table.Td>
        {link.answeredAt ? (
          <Badge color="green" variant="light">
            {t`已作答`} {i18n.date(new Date(link.answeredAt), { dateStyle: 'short', timeStyle: 'short' })}
          </Badge>
        ) : (
          <Badge color="gray" variant="light">{t`未作答`}</Badge>
        )}
      </Table.Td>
    </Table.Tr>
  )
}

/** 生成链接: links to a published questionnaire, one per label, each with its URL, QR code and answer state. */
export function QuestionnaireLinksDialog({ questionnaire, onClose }: QuestionnaireLinksDialogProps) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [labels, setLabels] = useState('')
  const [busy, setBusy] = useState(false)
  const id = questionnaire?.id ?? ''
  const links = useQuery({
    queryKey: questionnaireKeys.links(id),
    queryFn: () => fetchQuestionnaireLinks(id),
    enabled: questionnaire !== null,
  })
  const open = questionnaire?.status === QUESTIONNAIRE_STATUS.published

  const handleCreate = async () => {
    const lines = labels
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
    setBusy(true)
    try {
      await createQuestionnaireLinks(id, lines.length > 0 ? lines : [''])
      notifications.show({ color: 'green', message: t`已生成 ${Math.max(lines.length, 1)} 个链接` })
      setLabels('')
      await queryClient.invalidateQueries({ queryKey: questionnaireKeys.links(id) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <AppDialog
      opened={questionnaire !== null}
      onClose={onClose}
      title={`${t`问卷链接`} · ${questionnaire?.title ?? ''}`}
    >
      <Stack>
        {open ? (
          <Stack gap="xs">
            <Textarea
              label={t`链接标注（每行一个）`}
              description={t`如客户名称或委托单号；每行生成一个链接，留空则生成一个无标注的链接`}
              autosize
              minRows={2}
              maxRows={8}
              value={labels}
              onChange={(event) => setLabels(event.currentTarget.value)}
            />
            <Group>
              <Button loading={busy} onClick={() => void handleCreate()}>
                {t`生成链接`}
              </Button>
            </Group>
          </Stack>
        ) : (
          <Text c="dimmed">{t`问卷发布后才能生成链接；已结束的问卷不再接受作答。`}</Text>
        )}
        <Table.ScrollContainer minWidth={640}>
          <Table striped aria-label={t`问卷链接`}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={180}>{t`标注`}</Table.Th>
                <Table.Th>{t`链接`}</Table.Th>
                <Table.Th w={90}>{t`二维码`}</Table.Th>
                <Table.Th w={170}>{t`作答情况`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(links.data ?? []).map((link) => (
                <LinkRow key={link.id} link={link} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {links.data?.length === 0 && <Text c="dimmed">{t`还没有链接`}</Text>}
      </Stack>
    </AppDialog>
  )
}
