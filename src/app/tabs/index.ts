/** The tabs of spec §2 and §3 "Tab": the store's actions, its hook and the strip. */
export {
  closeAll,
  closeOthers,
  closeTab,
  getTabs,
  isTabClosable,
  openTab,
  setTabNavigator,
  useTabs,
} from './tabStore'
export { HOME_TAB, tabLabel, type Tab, type TabLocation, type TabState } from './tabRules'
export { TabStrip } from './TabStrip'
export { useTabLabel } from './useTabLabel'
export { TabSync } from './TabSync'
export { useTabSync } from './useTabSync'
