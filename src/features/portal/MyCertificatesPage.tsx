import { useState } from 'react'
import { SimpleGrid, TextInput } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useLingui } from '@lingui/react/macro'
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query'
import { CertificateCard } from './CertificateCard'
import { PagedCards } from './PagedCards'
import { PortalPage } from './PortalPage'
import { portalQueries } from './queries'

/** 我的证书 (/portal/certificates): her customer's certificates, newest first, with their standing and PDFs. */
export function MyCertificatesPage() {
  const { t } = useLingui()
  return (
    <PortalPage title={t`我的证书`}>
      <CertificateList />
    </PortalPage>
  )
}

function CertificateList() {
  const { t } = useLingui()
  const [text, setText] = useState('')
  const [search] = useDebouncedValue(text.trim(), 300)
  const query = useInfiniteQuery({ ...portalQueries.certificates(search), placeholderData: keepPreviousData })
  return (
    <>
      <TextInput
        size="md"
        type="search"
        label={t`查找证书`}
        placeholder={t`证书编号或器具名称`}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <PagedCards query={query} empty={search ? t`没有找到相符的证书` : t`暂无证书`}>
        {(records) => (
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm" verticalSpacing="sm">
            {records.map((certificate) => (
              <CertificateCard key={certificate.id} certificate={certificate} />
            ))}
          </SimpleGrid>
        )}
      </PagedCards>
    </>
  )
}
