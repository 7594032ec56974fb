import { useState } from 'react'
import { Button, Group, Select, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { OrderCharges } from '@/api/contracts'
import { useDictLabel } from '@/ui/reference/referenceData'

export type OrderContractFieldProps = {
  charges: OrderCharges
  /** The caller may name a contract now (the bill is open and she settles bills or edits contracts). */
  editable: boolean
  pending: boolean
  onSet: (contractId: string | null) => void
}

/**
 * 合同: the contract the order is priced by, and while the bill is open a change of it among the customer's
 * contracts in force (one that takes no new order today is shown with why, and cannot be chosen).
 */
export function OrderContractField({ charges, editable, pending, onSet }: OrderContractFieldProps) {
  const { t, i18n } = useLingui()
  const kindLabel = useDictLabel('contract_type')
  const language = i18n.locale === 'en' ? 'en' : 'zh'
  const [changing, setChanging] = useState(false)
  const [chosen, setChosen] = useState<string | null>(null)
  const named = charges.contract
  const options = charges.choices.map((choice) => ({
    value: choice.id,
    label: `${choice.code} ${choice.name}${choice.refusal ? ` — ${choice.refusal.message[language]}` : ''}`,
    disabled: choice.refusal !== null && choice.id !== named?.id,
  }))
  return (
    <Group gap="sm" align="flex-end" data-order-contract>
      <Text size="sm">
        <Text span size="sm" c="dimmed">
          {t`计价合同`}
        </Text>{' '}
        {named ? `${named.code} ${named.name}（${kindLabel(named.kind)}）` : t`未关联合同（按收费标准计价）`}
      </Text>
      {editable && !changing && (
        <Button size="xs" variant="light" onClick={() => setChanging(true)} data-change-contract>
          {t`更换合同`}
        </Button>
      )}
      {editable && named && !changing && (
        <Button size="xs" variant="subtle" color="red" loading={pending} onClick={() => onSet(null)}>
          {t`取消关联`}
        </Button>
      )}
      {changing && (
        <>
          <Select
            size="xs"
            w={360}
            aria-label={t`计价合同`}
            placeholder={options.length === 0 ? t`该客户没有执行中的合同` : t`请选择`}
            data={options}
            value={chosen}
            onChange={setChosen}
            comboboxProps={{ withinPortal: true }}
          />
          <Button
            size="xs"
            disabled={chosen === null}
            loading={pending}
            onClick={() => {
              onSet(chosen)
              setChanging(false)
            }}
          >
            {t`确定`}
          </Button>
          <Button size="xs" variant="default" onClick={() => setChanging(false)}>
            {t`取消`}
          </Button>
        </>
      )}
    </Group>
  )
}
