import { useState } from 'react'
import { SegmentedControl, Stack } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useInfiniteQuery } from '@tanstack/react-query'
import type { ResourceRecord } from '@/api/resources'
import { BillCard, ContractCard, InvoiceCard, QuoteCard } from './FinanceCards'
import { PagedCards } from './PagedCards'
import { PortalPage } from './PortalPage'
import { portalQueries } from './queries'

type Tab = 'bills' | 'invoices' | 'quotes' | 'contracts'

const CARDS: Record<Tab, (props: { record: ResourceRecord }) => React.JSX.Element> = {
  bills: BillCard,
  invoices: InvoiceCard,
  quotes: QuoteCard,
  contracts: ContractCard,
}

/**
 * 我的费用 (/portal/billing): what her customer is charged — the bills of her orders with what is paid and
 * open, the invoices issued, the quotes the lab made her and her contracts, with their PDFs.
 */
export function MyBillingPage() {
  const { t } = useLingui()
  const [tab, setTab] = useState<Tab>('bills')
  return (
    <PortalPage title={t`我的费用`}>
      <Stack gap="sm">
        <SegmentedControl
          fullWidth
          value={tab}
          onChange={(value) => setTab(value as Tab)}
          data={[
            { value: 'bills', label: t`账单` },
            { value: 'invoices', label: t`发票` },
            { value: 'quotes', label: t`报价单` },
            { value: 'contracts', label: t`合同` },
          ]}
        />
        <FinanceList key={tab} tab={tab} />
      </Stack>
    </PortalPage>
  )
}

function FinanceList({ tab }: { tab: Tab }) {
  const { t } = useLingui()
  const query = useInfiniteQuery(portalQueries[tab]())
  const Card = CARDS[tab]
  const empty = { bills: t`暂无账单`, invoices: t`暂无发票`, quotes: t`暂无报价单`, contracts: t`暂无合同` }[
    tab
  ]
  return (
    <PagedCards query={query} empty={empty}>
      {(records) => (
        <Stack gap="sm" role="list" aria-label={t`我的费用`}>
          {records.map((record) => (
            <div role="listitem" key={record.id}>
              <Card record={record} />
            </div>
          ))}
        </Stack>
      )}
    </PagedCards>
  )
}
