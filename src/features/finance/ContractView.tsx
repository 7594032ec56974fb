import type { ReactNode } from 'react'
import { Alert, Group, Progress, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { contractQueries, type Contract } from '@/api/contracts'
import { CONTRACT_KIND, CONTRACT_STATUS } from '@/domain/billing'
import { decimalOf, divideRounded, multiply } from '@/domain/money/amount'
import { capitalAmount } from '@/domain/money/capitalAmount'
import { formatLabTime } from '@/ui/format/labTime'
import { useDictLabel, usePermission } from '@/ui/reference/referenceData'
import { AuditTrail } from '@/ui/workflow/AuditTrail'
import { Fact } from '@/ui/layout/Fact'
import { PrintContract, TerminateContract } from './ContractActions'
import { groupedAmount } from './quoteDraft'

const money = (value: string | null) => (value === null ? null : `¥${groupedAmount(value)}`)

/** How much of the ceiling is used, in whole percent up to 100 (the bar's length), computed exactly. */
function usedShare(used: string, ceiling: string | null): number | null {
  if (ceiling === null || decimalOf(ceiling).coefficient === 0n) return null
  const share = divideRounded(multiply(decimalOf(used), decimalOf('100')), decimalOf(ceiling), 0)
  return share.coefficient > 100n ? 100 : Number(share.coefficient)
}

/** 查看: the contract as saved, its items, what its orders used of the ceiling, 打印 and 终止, its trail. */
export function ContractView({
  contract,
  onChanged,
}: {
  contract: Contract
  onChanged: () => Promise<void>
}) {
  const { t, i18n } = useLingui()
  const stepLabels: Record<string, string> = {
    create: t`新建`,
    fromQuote: t`由报价单生成`,
    terminate: t`终止`,
  }
  const kindLabel = useDictLabel('contract_type')
  const inspectionLabel = useDictLabel('inspection_type')
  const mayTerminate = usePermission('contract_terminate')
  const workflow = useQuery(contractQueries.workflow(contract.id))
  const language = i18n.locale === 'en' ? 'en' : 'zh'
  const share = usedShare(contract.used, contract.ceiling)

  const fact = (label: string, value: ReactNode, name: string) => (
    <Fact label={label} value={value} data-contract-fact={name} />
  )
  const inForce = contract.status === CONTRACT_STATUS.inForce

  return (
    <Stack gap="md" data-contract-view>
      {contract.refusal && (
        <Alert color={inForce ? 'yellow' : 'gray'} data-contract-refusal>
          {contract.refusal.message[language]}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 2, md: 3 }} spacing="md" verticalSpacing="xs">
        {fact(t`合同编号`, contract.code, 'code')}
        {fact(t`合同名称`, contract.name, 'name')}
        {fact(t`客户名称`, contract.customerName, 'customer')}
        {fact(t`合同类型`, kindLabel(contract.kind), 'kind')}
        {contract.kind === CONTRACT_KIND.discount && fact(t`折扣(%)`, contract.discountPercent, 'discount')}
        {contract.kind === CONTRACT_KIND.package &&
          fact(t`包干金额(元)`, money(contract.packageSum), 'packageSum')}
        {fact(t`有效期`, `${contract.validFrom} ~ ${contract.validUntil}`, 'validity')}
        {fact(t`签订日期`, contract.signedOn, 'signedOn')}
        {fact(t`联系人`, contract.contact, 'contact')}
        {fact(t`联系电话`, contract.phone, 'phone')}
        {fact(t`客户合同号`, contract.customerCode, 'customerCode')}
        {fact(t`使用该合同的委托单`, String(contract.orderCount), 'orders')}
        {fact(t`创建时间`, formatLabTime(contract.createTime, i18n.locale), 'created')}
        {fact(t`备注`, contract.remark, 'remark')}
      </SimpleGrid>
      <Stack gap={4} data-contract-fact="used">
        <Text size="sm">
          {t`已用金额`} {money(contract.used)} / {t`合同限额`}{' '}
          {contract.ceiling === null ? t`不设限额` : money(contract.ceiling)}
        </Text>
        {share !== null && (
          <Progress value={share} color={share >= 100 ? 'red' : 'blue'} aria-label={t`已用金额`} />
        )}
        {contract.ceiling !== null && (
          <Text size="xs" c="dimmed">
            {t`限额大写`} {capitalAmount(decimalOf(contract.ceiling))}
          </Text>
        )}
      </Stack>
      <Title order={4} fz="md">
        {contract.kind === CONTRACT_KIND.package ? t`包干仪器` : t`合同项目`}
      </Title>
      <Table.ScrollContainer minWidth={560}>
        <Table striped withTableBorder data-contract-lines>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`项目名称`}</Table.Th>
              <Table.Th>{t`规格 / 检验类型`}</Table.Th>
              <Table.Th>{t`数量`}</Table.Th>
              <Table.Th>{t`标准单价(元)`}</Table.Th>
              <Table.Th>{t`合同单价(元)`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {contract.lines.map((line) => (
              <Table.Tr key={line.id}>
                <Table.Td>{line.itemName}</Table.Td>
                <Table.Td>
                  {[line.specification, inspectionLabel(line.inspectionType)].filter(Boolean).join(' / ')}
                </Table.Td>
                <Table.Td>{`${line.quantity} ${line.unit}`}</Table.Td>
                <Table.Td>{line.standardPrice ?? '—'}</Table.Td>
                <Table.Td>{contract.kind === CONTRACT_KIND.package ? t`包干` : line.unitPrice}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="flex-end" gap="xs">
        <PrintContract contractId={contract.id} code={contract.code} look="button" />
        {mayTerminate && inForce && <TerminateContract contractId={contract.id} onDone={onChanged} />}
      </Group>
      <AuditTrail
        rows={workflow.data?.audit}
        pending={workflow.isPending}
        labelOf={(action) => stepLabels[action] ?? action}
      />
    </Stack>
  )
}
