import { useState } from 'react'
import { Alert, Button, Code, Group, Stack, Table, Text, TextInput, Textarea } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useLingui } from '@lingui/react/macro'
import { requestBlob } from '@/api/blob'
import { api } from '@/api/client'
import { unwrapEnvelope } from '@/api/envelope'
import type { ResourceRecord } from '@/api/resources'
import { saveBlob } from '@/app/layout/notification-center/saveBlob'
import { AppDialog } from '@/ui/AppDialog'

/**
 * The jewellery documents' own actions: issue a draft (the number and the check code, shown this
 * once), revoke an issued one with a reason, and print a metal label with its check code.
 */

export type JewelKind = 'appraisal' | 'metalLabel'

type Issued = { no: string; checkCode: string; pdfSha256: string | null }

const issue = (kind: JewelKind, id: string) =>
  kind === 'appraisal'
    ? unwrapEnvelope(api.POST('/api/hm-metrology-jewels/appraisal/issue', { body: { id } }))
    : unwrapEnvelope(api.POST('/api/hm-metrology-jewels/metal-label/issue', { body: { id } }))

const revoke = (kind: JewelKind, id: string, reason: string) =>
  kind === 'appraisal'
    ? unwrapEnvelope(api.POST('/api/hm-metrology-jewels/appraisal/revoke', { body: { id, reason } }))
    : unwrapEnvelope(api.POST('/api/hm-metrology-jewels/metal-label/revoke', { body: { id, reason } }))

/** Downloads an appraisal certificate's frozen PDF. */
export async function downloadAppraisalPdf(id: string, no: string) {
  const blob = await requestBlob(`/api/hm-metrology-jewels/appraisal/pdf?${new URLSearchParams({ id })}`)
  saveBlob(blob, `${no || 'appraisal'}.pdf`)
}

/** Prints (downloads) a metal label with its check code; the server refuses a wrong code. */
export async function downloadMetalLabelPdf(id: string, no: string, code: string) {
  const blob = await requestBlob('/api/hm-metrology-jewels/metal-label/pdf', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ id, code: code.trim() }),
  })
  saveBlob(blob, `${no || 'label'}.pdf`)
}

type DialogProps = { kind: JewelKind; row: ResourceRecord; onClose: () => void; onDone: () => Promise<void> }

const titleOf = (row: ResourceRecord) => String(row.itemName ?? '')

/** 签发: asks once, then shows the number and the check code with the document to print. */
export function JewelIssueDialog({ kind, row, onClose, onDone }: DialogProps) {
  const { t } = useLingui()
  const [sending, setSending] = useState(false)
  const [issued, setIssued] = useState<Issued | null>(null)
  const [printing, setPrinting] = useState(false)

  const send = async () => {
    setSending(true)
    try {
      setIssued(await issue(kind, row.id))
      await onDone()
    } finally {
      setSending(false)
    }
  }

  const print = async () => {
    if (!issued) return
    setPrinting(true)
    try {
      if (kind === 'appraisal') await downloadAppraisalPdf(row.id, issued.no)
      else await downloadMetalLabelPdf(row.id, issued.no, issued.checkCode)
    } finally {
      setPrinting(false)
    }
  }

  return (
    <AppDialog opened onClose={onClose} title={t`签发`} width={520} fixedSize>
      {issued === null ? (
        <Stack gap="sm">
          <Text size="sm">
            {kind === 'appraisal'
              ? t`签发「${titleOf(row)}」的鉴定证书：取得证书编号和校验码，生成证书 PDF。签发后不能再修改。`
              : t`签发「${titleOf(row)}」的贵金属标签：取得标签编号和校验码。签发后不能再修改。`}
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t`取消`}
            </Button>
            <Button loading={sending} onClick={() => void send()} data-action="issue-confirm">
              {t`签发`}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Stack gap="sm" data-issued={issued.no}>
          <Table withRowBorders={false} verticalSpacing={4}>
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={90}>{kind === 'appraisal' ? t`证书编号` : t`标签编号`}</Table.Th>
                <Table.Td>
                  <Code fz="md" data-testid="issued-no">
                    {issued.no}
                  </Code>
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t`校验码`}</Table.Th>
                <Table.Td>
                  <Code fz="lg" fw={700} data-testid="issued-code">
                    {issued.checkCode}
                  </Code>
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Alert color="orange" variant="light">
            {kind === 'appraisal'
              ? t`校验码只显示这一次，已印在证书上，系统只保存其摘要。客户凭证书编号和校验码（或扫描二维码）查验证书。`
              : t`校验码只显示这一次，系统只保存其摘要。请现在打印标签；以后重新打印需要输入标签上的校验码。`}
          </Alert>
          <Group justify="flex-end">
            <Button variant="light" loading={printing} onClick={() => void print()}>
              {kind === 'appraisal' ? t`下载证书 PDF` : t`打印标签`}
            </Button>
            <Button onClick={onClose}>{t`完成`}</Button>
          </Group>
        </Stack>
      )}
    </AppDialog>
  )
}

/** 撤销: with a reason; the record stays, marked revoked, and its public lookup says so. */
export function JewelRevokeDialog({ kind, row, onClose, onDone }: DialogProps) {
  const { t } = useLingui()
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  const send = async () => {
    if (!reason.trim()) {
      setError(t`请输入撤销原因`)
      return
    }
    setSending(true)
    try {
      await revoke(kind, row.id, reason.trim())
      notifications.show({ color: 'green', message: t`操作成功` })
      await onDone()
      onClose()
    } finally {
      setSending(false)
    }
  }

  const no = String(row.certificateNo ?? row.labelNo ?? '')
  return (
    <AppDialog opened onClose={onClose} title={t`撤销`} width={520} fixedSize>
      <Stack gap="sm">
        <Text size="sm">
          {kind === 'appraisal'
            ? t`撤销证书 ${no}：记录保留，公众查询将显示“已撤销”。`
            : t`撤销标签 ${no}：记录保留，公众查询将显示“已撤销”。`}
        </Text>
        <Textarea
          label={t`撤销原因`}
          required
          autosize
          minRows={2}
          maxLength={500}
          value={reason}
          error={error}
          onChange={(event) => {
            setReason(event.currentTarget.value)
            setError(null)
          }}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t`取消`}
          </Button>
          <Button color="red" loading={sending} onClick={() => void send()} data-action="revoke-confirm">
            {t`撤销`}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  )
}

/** Prints a metal label again: its check code, read off the label or the issue dialog, is needed. */
export function MetalLabelPrintDialog({ row, onClose }: { row: ResourceRecord; onClose: () => void }) {
  const { t } = useLingui()
  const [code, setCode] = useState('')
  const [printing, setPrinting] = useState(false)
  const no = String(row.labelNo ?? '')

  const print = async () => {
    setPrinting(true)
    try {
      await downloadMetalLabelPdf(row.id, no, code)
      onClose()
    } finally {
      setPrinting(false)
    }
  }

  return (
    <AppDialog opened onClose={onClose} title={t`打印标签`} width={460} fixedSize>
      <Stack gap="sm">
        <Text size="sm">{t`标签 ${no} 的校验码只在签发时显示；重新打印请输入原标签上的校验码。`}</Text>
        <TextInput
          label={t`校验码`}
          value={code}
          maxLength={8}
          onChange={(event) => setCode(event.currentTarget.value.toUpperCase())}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t`取消`}
          </Button>
          <Button loading={printing} disabled={code.trim().length !== 8} onClick={() => void print()}>
            {t`打印标签`}
          </Button>
        </Group>
      </Stack>
    </AppDialog>
  )
}
