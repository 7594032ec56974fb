import { Button, Group, Paper, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import type { ResourceRecord } from '@/api/resources'
import { saveBlob } from '@/app/layout/notification-center/saveBlob'
import { IconDownload } from '@/ui/icons'
import { fetchCertificateDcc, fetchCertificatePdf } from './api'
import { DigestField } from './DigestField'
import { Fact, FactList } from './Fact'
import classes from './portal.module.css'
import { shown, textOf } from './record'
import { StandingBadge } from './StandingBadge'

export type CertificateCardProps = { certificate: ResourceRecord }

/** One of her certificates: whether it stands, what it is for, its dates, its PDF and that PDF's fingerprint. */
export function CertificateCard({ certificate }: CertificateCardProps) {
  const { t } = useLingui()
  const reportNo = textOf(certificate, 'reportNo')
  const standing = textOf(certificate, 'standing')
  const supersededBy = textOf(certificate, 'supersededBy')
  const digest = textOf(certificate, 'pdfSha256')
  const download = useMutation({
    mutationFn: () => fetchCertificatePdf(certificate.id),
    onSuccess: (blob) => saveBlob(blob, `${reportNo || 'certificate'}.pdf`),
  })
  const dccDigest = textOf(certificate, 'dccSha256')
  const downloadDcc = useMutation({
    mutationFn: () => fetchCertificateDcc(certificate.id),
    onSuccess: (blob) => saveBlob(blob, `${reportNo || 'certificate'}.dcc.xml`),
  })
  const item = (label: string, field: string) => <Fact label={label}>{shown(certificate, field)}</Fact>
  return (
    <Paper withBorder radius="md" p="sm" className={classes.card} data-certificate={certificate.id}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Text fw={600} className={classes.wrap}>
          {t`证书编号 ${reportNo}`}
        </Text>
        <StandingBadge standing={standing} />
      </Group>
      {standing === 'superseded' && supersededBy && (
        <Text size="sm" c="dimmed" className={classes.wrap}>
          {t`已由证书 ${supersededBy} 替代`}
        </Text>
      )}
      {standing === 'revoked' && (
        <Text size="sm" c="red" className={classes.wrap}>
          {t`此证书已被实验室撤销，不再有效。`}
        </Text>
      )}
      <FactList>
        {item(t`器具名称`, 'sampleName')}
        {item(t`型号规格`, 'model')}
        {item(t`出厂编号`, 'factoryNumber')}
        {item(t`签发日期`, 'issueDate')}
        {item(t`下次检定日期`, 'nextDueDate')}
        {item(t`结论`, 'conclusion')}
        {item(t`委托单号`, 'orderNo')}
      </FactList>
      {digest && <DigestField digest={digest} />}
      <div className={classes.actions}>
        <Button
          size="md"
          variant="light"
          leftSection={<IconDownload size={16} />}
          loading={download.isPending}
          onClick={() => download.mutate()}
        >
          {t`下载 PDF`}
        </Button>
        {dccDigest && (
          <Button
            size="md"
            variant="subtle"
            leftSection={<IconDownload size={16} />}
            loading={downloadDcc.isPending}
            onClick={() => downloadDcc.mutate()}
          >
            {t`下载 DCC（XML）`}
          </Button>
        )}
      </div>
    </Paper>
  )
}
