import { ActionIcon, Autocomplete, Button, Group, Paper, SimpleGrid, Switch, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { uuidv7 } from 'uuidv7'
import { routePlanQueries } from '@/api/routePlans'
import { REGISTRATION_LIMITS, type DraftTraffic } from '@/domain/registration/draft'
import { IconTrash } from '@/ui/icons'
import { Section, type SectionProps } from '@/features/shared/registration/Section'
import { driverOptions, plateOptions, withCarNumber, withDriverName } from '../trafficChoices'

const newTraffic = (): DraftTraffic => ({
  id: uuidv7(),
  carId: null,
  carNumber: '',
  driverUserId: null,
  driverStaffName: '',
})

/**
 * 用车: whether a vehicle was used, and its lines (plate number, driver), picked from the lab's vehicles and
 * staff (kept on the device, so it works offline) or typed by hand.
 */
export function CarSection({ record, disabled, errors, change }: SectionProps) {
  const { t } = useLingui()
  const traffics = record.traffics
  const choices = useQuery(routePlanQueries.trafficChoices()).data

  const handleUseCar = (checked: boolean) =>
    change(['isUseCar', 'traffics'], (current) => ({
      ...current,
      isUseCar: checked ? 1 : 0,
      // Switching it on starts with one empty line to fill in.
      traffics: checked && current.traffics.length === 0 ? [newTraffic()] : current.traffics,
    }))
  const update = (index: number, patch: Partial<DraftTraffic>) =>
    change([`traffics.${index}`], (current) => ({
      ...current,
      traffics: current.traffics.map((line, i) => (i === index ? { ...line, ...patch } : line)),
    }))
  const remove = (index: number) =>
    change(['traffics'], (current) => ({
      ...current,
      traffics: current.traffics.filter((_, i) => i !== index),
    }))

  return (
    <Section id="car" title={t`用车`}>
      <Switch
        size="md"
        label={t`使用车辆`}
        checked={record.isUseCar === 1}
        onChange={(event) => handleUseCar(event.currentTarget.checked)}
        disabled={disabled}
      />
      {record.isUseCar === 1 && (
        <>
          {traffics.map((line, index) => {
            const number = index + 1
            return (
              <Paper key={line.id} withBorder p="sm" radius="md" data-traffic={index}>
                <Group justify="space-between" mb={4}>
                  <Text size="sm" fw={500}>
                    {t`车辆 ${number}`}
                  </Text>
                  {!disabled && (
                    <ActionIcon
                      size={44}
                      variant="subtle"
                      color="red"
                      aria-label={t`删除车辆 ${number}`}
                      onClick={() => remove(index)}
                    >
                      <IconTrash />
                    </ActionIcon>
                  )}
                </Group>
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
                  <Autocomplete
                    size="md"
                    label={t`车牌号`}
                    required
                    data={plateOptions(choices)}
                    value={line.carNumber}
                    onChange={(value) => update(index, withCarNumber(choices, value))}
                    error={errors[`traffics.${index}.carNumber`]}
                    disabled={disabled}
                    maxLength={20}
                    data-field={`traffics.${index}.carNumber`}
                  />
                  <Autocomplete
                    size="md"
                    label={t`司机`}
                    data={driverOptions(choices)}
                    value={line.driverStaffName}
                    onChange={(value) => update(index, withDriverName(choices, value))}
                    disabled={disabled}
                    maxLength={64}
                    data-field={`traffics.${index}.driverStaffName`}
                  />
                </SimpleGrid>
              </Paper>
            )
          })}
          {!disabled && traffics.length < REGISTRATION_LIMITS.traffics && (
            <Button
              size="md"
              variant="default"
              onClick={() =>
                change(['traffics'], (current) => ({
                  ...current,
                  traffics: [...current.traffics, newTraffic()],
                }))
              }
              style={{ alignSelf: 'flex-start' }}
            >
              {t`添加车辆`}
            </Button>
          )}
        </>
      )}
    </Section>
  )
}
