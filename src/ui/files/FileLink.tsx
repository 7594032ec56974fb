import { useState } from 'react'
import { Anchor, Loader } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { fetchFileBytes, fetchFileInfo } from '@/api/files'
import { IconFile } from '@/ui/icons'
import { saveBlob } from './saveBlob'

export type FileLinkProps = {
  fileId: string
  /** The file's name when the caller has it (a version row); otherwise it is looked up. */
  name?: string | null
}

/** A stored file's name and type: a file id's content never changes, so it is read once. */
export const fileInfoQuery = (fileId: string) =>
  queryOptions({
    queryKey: ['files', 'info', fileId] as const,
    queryFn: () => fetchFileInfo(fileId),
    staleTime: Infinity,
  })

/**
 * A stored document (a certificate's scan, a version of a procedure) as a link: clicking fetches it with the
 * session's token and hands it to the browser, which opens or saves it.
 */
export function FileLink({ fileId, name }: FileLinkProps) {
  const { t } = useLingui()
  const info = useQuery({ ...fileInfoQuery(fileId), enabled: !name })
  const [opening, setOpening] = useState(false)
  // The name given, else the stored one, else a plain word while it loads.
  const shown = name || info.data?.originalName || t`查看文件`

  const handleOpen = async () => {
    setOpening(true)
    try {
      saveBlob(await fetchFileBytes(fileId), shown)
    } catch {
      // The request layer has shown why (the file is gone, or not hers to read).
    } finally {
      setOpening(false)
    }
  }

  return (
    <Anchor
      component="button"
      type="button"
      size="sm"
      onClick={() => void handleOpen()}
      data-file-link={fileId}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, maxWidth: '100%' }}
    >
      {opening ? <Loader size={12} /> : <IconFile size={14} style={{ flex: 'none' }} />}
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{shown}</span>
    </Anchor>
  )
}
