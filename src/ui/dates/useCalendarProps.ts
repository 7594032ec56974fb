import dayjs from 'dayjs'
import { useLingui } from '@lingui/react/macro'
import { calendarLocale } from './calendarLocale'

/**
 * What every picker's calendar shares: headings and day names in the app's language, named controls, and a
 * dropdown in a portal (a table cell or a dialog would otherwise clip it). The field's text wraps at its
 * spaces where the field is narrower than it (a range in a table's 130 px search cell reads
 * "2031-02-15 –" over "2031-03-20"), where a cell's `nowrap` would cut it.
 */
export function useCalendarProps() {
  const { t, i18n } = useLingui()
  const locale = calendarLocale(i18n.locale)
  return {
    monthLabelFormat: locale.monthLabel,
    yearLabelFormat: locale.yearLabel,
    getDayAriaLabel: (date: string) => dayjs(date).locale(locale.dayjs).format(locale.dayLabel),
    ariaLabels: {
      monthLevelControl: t`选择月份`,
      yearLevelControl: t`选择年份`,
      previousMonth: t`上个月`,
      nextMonth: t`下个月`,
      previousYear: t`上一年`,
      nextYear: t`下一年`,
      previousDecade: t`前十年`,
      nextDecade: t`后十年`,
    },
    popoverProps: { withinPortal: true, shadow: 'md' },
    clearButtonProps: { 'aria-label': t`清除` },
    styles: { input: { whiteSpace: 'normal' } },
  } as const
}
