export { ColumnSettings, type ColumnSettingsProps } from './ColumnSettings'
export {
  defaultLayout,
  mergeLayout,
  moveEntry,
  updateEntry,
  type ColumnLayout,
  type ColumnLayoutColumn,
  type ColumnLayoutSearch,
} from './layout'
export { useColumnLayout, type ColumnLayoutControls } from './useColumnLayout'
