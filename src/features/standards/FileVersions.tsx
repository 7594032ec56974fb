import { Button, Group, Loader } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { standardsQueries } from '@/api/standards/queries'
import { FileLink } from '@/ui/files/FileLink'
import { formatLabTime } from '@/ui/format/labTime'
import { OverviewSection } from '@/ui/layout/OverviewSection'

export type FileVersionsProps = {
  fileId: string
  /** 上传新版本, when the user may (the page opens its dialog). */
  onUpload?: () => void
}

/** 查看 of a standard document: its versions, newest first, each opening its file. */
export function FileVersions({ fileId, onUpload }: FileVersionsProps) {
  const { t, i18n } = useLingui()
  const versions = useQuery(standardsQueries.versions(fileId))
  if (versions.isPending) return <Loader size="sm" style={{ gridColumn: '1 / -1' }} />
  return (
    <>
      <OverviewSection
        title={t`版本`}
        empty={t`尚无版本`}
        head={[t`版本`, t`文件`, t`生效日期`, t`修订说明`, t`上传人`, t`上传时间`]}
        minWidth={640}
        rows={(versions.data ?? []).map((version) => ({
          key: version.id,
          cells: [
            `V${version.version}`,
            <FileLink key="file" fileId={version.fileId} name={version.fileName} />,
            version.effectiveDate ?? '—',
            version.note || '—',
            version.createUserName ?? '—',
            formatLabTime(version.createTime, i18n.locale),
          ],
        }))}
      />
      {onUpload && (
        <Group style={{ gridColumn: '1 / -1' }}>
          <Button size="xs" variant="light" onClick={onUpload}>
            {t`上传新版本`}
          </Button>
        </Group>
      )}
    </>
  )
}
