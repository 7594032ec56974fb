import { useState } from 'react'
import { Anchor } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { ResourceRecord } from '@/api/resources'
import { standardFiles } from '@/domain/resources'
import { usePermission } from '@/ui/reference/referenceData'
import { ResourcePage } from '@/ui/resource/ResourcePage'
import { FileVersions } from './FileVersions'
import { UploadVersionDialog } from './UploadVersionDialog'

const fileOf = (row: ResourceRecord) => ({ id: row.id, name: String(row.name ?? row.code ?? '') })

/**
 * 标准文件: the lab's controlled documents (test rules, procedures). Each keeps numbered versions, never
 * changed once uploaded; 上传新版本 adds the next, and 查看 lists them, each opening its file.
 */
export function StandardFilesPage() {
  const { t } = useLingui()
  const mayUpload = usePermission('standard_file_upload')
  const [uploading, setUploading] = useState<{ id: string; name: string } | null>(null)
  return (
    <>
      <ResourcePage
        resource={standardFiles}
        rowActions={(row) =>
          mayUpload ? (
            <Anchor
              component="button"
              size="sm"
              onClick={() => setUploading(fileOf(row))}
              data-upload-version
            >
              {t`上传新版本`}
            </Anchor>
          ) : null
        }
        detailExtras={(row) => (
          <FileVersions fileId={row.id} onUpload={mayUpload ? () => setUploading(fileOf(row)) : undefined} />
        )}
      />
      {uploading && <UploadVersionDialog file={uploading} onClose={() => setUploading(null)} />}
    </>
  )
}
