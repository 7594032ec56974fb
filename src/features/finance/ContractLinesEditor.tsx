import { useState } from 'react'
import { ActionIcon, Button, Group, Table, Text, TextInput, Title } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { CONTRACT_KIND } from '@/domain/billing'
import { IconTrash } from '@/ui/icons'
import { useDictLabel } from '@/ui/reference/referenceData'
import { ChargeStandardPicker } from './ChargeStandardPicker'
import { contractLineFromStandard, type ContractLineDraft } from './contractDraft'

export type ContractLinesEditorProps = {
  kind: number
  lines: ContractLineDraft[]
  onChange: (lines: ContractLineDraft[]) => void
  errorOf: (lineKey: number, field: string) => string | undefined
  linesError: string | undefined
  /** Orders name the contract: its lines are what they were priced by. */
  fixed: boolean
}

/**
 * The contract's items, taken from the charge standards (their price of today is kept beside): a list
 * contract's agreed unit price is typed per line; a discount contract's follows from the percentage; a
 * package's items charge nothing.
 */
export function ContractLinesEditor({
  kind,
  lines,
  onChange,
  errorOf,
  linesError,
  fixed,
}: ContractLinesEditorProps) {
  const { t } = useLingui()
  const inspectionLabel = useDictLabel('inspection_type')
  const [picking, setPicking] = useState(false)
  const change = (lineKey: number, part: Partial<ContractLineDraft>) =>
    onChange(lines.map((line) => (line.key === lineKey ? { ...line, ...part } : line)))
  const priced = kind === CONTRACT_KIND.list
  return (
    <>
      <Group justify="space-between" mt="md" mb="xs">
        <Title order={4} fz="md">
          {kind === CONTRACT_KIND.package ? t`包干仪器` : t`合同项目`}
        </Title>
        {!fixed && (
          <Button size="xs" variant="light" onClick={() => setPicking(true)} data-add-standards>
            {t`从收费标准添加`}
          </Button>
        )}
      </Group>
      {linesError && (
        <Text c="red" size="sm" role="alert">
          {linesError}
        </Text>
      )}
      <Table.ScrollContainer minWidth={640}>
        <Table striped withTableBorder data-contract-lines>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`项目名称`}</Table.Th>
              <Table.Th>{t`规格 / 检验类型`}</Table.Th>
              <Table.Th w={90}>{t`数量`}</Table.Th>
              <Table.Th w={110}>{t`标准单价(元)`}</Table.Th>
              <Table.Th w={130}>{t`合同单价(元)`}</Table.Th>
              <Table.Th w={50} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line, index) => (
              <Table.Tr key={line.key}>
                <Table.Td>
                  {line.itemName}
                  {errorOf(line.key, 'inspectionType') && (
                    <Text c="red" size="xs">
                      {errorOf(line.key, 'inspectionType')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {[line.specification, inspectionLabel(line.inspectionType)].filter(Boolean).join(' / ')}
                </Table.Td>
                <Table.Td>
                  <TextInput
                    size="xs"
                    inputMode="numeric"
                    aria-label={t`数量`}
                    readOnly={fixed}
                    value={line.quantity}
                    error={errorOf(line.key, 'quantity')}
                    onChange={(event) => change(line.key, { quantity: event.currentTarget.value })}
                  />
                </Table.Td>
                <Table.Td>{line.standardPrice ?? '—'}</Table.Td>
                <Table.Td>
                  {priced ? (
                    <TextInput
                      size="xs"
                      inputMode="decimal"
                      aria-label={t`合同单价(元)`}
                      readOnly={fixed}
                      value={line.unitPrice}
                      error={errorOf(line.key, 'unitPrice')}
                      onChange={(event) => change(line.key, { unitPrice: event.currentTarget.value })}
                    />
                  ) : kind === CONTRACT_KIND.package ? (
                    t`包干`
                  ) : (
                    t`按折扣`
                  )}
                </Table.Td>
                <Table.Td>
                  {!fixed && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t`删除第${index + 1}行`}
                      onClick={() => onChange(lines.filter((candidate) => candidate.key !== line.key))}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ChargeStandardPicker
        opened={picking}
        picked={new Set(lines.flatMap((line) => line.chargeStandardId ?? []))}
        onClose={() => setPicking(false)}
        onAdd={(standards) => {
          onChange([...lines, ...standards.map(contractLineFromStandard)])
          setPicking(false)
        }}
      />
    </>
  )
}
