import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { notifications } from '@mantine/notifications'
import { fetchSavedLayout, saveLayout } from '@/api/layout'
import type { ResourceDeclaration } from '@/domain/resources'
import { defaultLayout, mergeLayout, type ColumnLayout } from './layout'
import { readLocalLayout, removeLocalLayout, writeLocalLayout } from './storage'

export type ColumnLayoutControls = {
  layout: ColumnLayout
  /** Applies a layout now and keeps it locally (`search-{resCode}`). */
  apply: (layout: ColumnLayout) => void
  /** Applies locally first, then saves it for the user (保存成功). A failure leaves the local layout applied. */
  save: (layout: ColumnLayout) => Promise<void>
  /** Back to the default layout: local copy removed, saved layout reset (an empty parameter). */
  reset: () => Promise<void>
}

const NO_COLUMNS: ColumnLayout = { columns: [], search: [] }

/** A usable saved parameter: JSON object text (anything else leaves the local layout as it is). */
const isLayoutText = (text: string | null | undefined): text is string => {
  if (!text) return false
  try {
    const value: unknown = JSON.parse(text)
    return typeof value === 'object' && value !== null && !Array.isArray(value)
  } catch {
    return false
  }
}

const initialLayout = (resource: ResourceDeclaration | undefined): ColumnLayout => {
  if (!resource) return NO_COLUMNS
  const local = resource.code ? readLocalLayout(resource.code) : null
  return isLayoutText(local) ? mergeLayout(resource, local) : defaultLayout(resource)
}

/**
 * The column layout of a resource's table (spec §7 "Column settings", §9). Loads the local copy first (so
 * the table shows the person's columns at once), then the saved layout in the background, which wins when
 * there is one, unless the person changed the layout meanwhile.
 */
export function useColumnLayout(resource: ResourceDeclaration | undefined): ColumnLayoutControls {
  const { t } = useLingui()
  const code = resource?.code ?? ''
  // Keyed by the resource code, not the object, so a caller rebuilding its declaration cannot loop.
  const [state, setState] = useState(() => ({ code, layout: initialLayout(resource) }))
  // Another resource (the page was reused): start again from its local copy, during render, not after.
  let current = state
  if (state.code !== code) {
    current = { code, layout: initialLayout(resource) }
    setState(current)
  }
  /** Set by any change the person makes, so a late background answer does not overwrite it. */
  const touched = useRef(false)
  const latest = useRef(resource)
  useLayoutEffect(() => {
    latest.current = resource
  })

  useEffect(() => {
    touched.current = false
    if (!code) return
    let cancelled = false
    fetchSavedLayout(code).then(
      (saved) => {
        const resource = latest.current
        if (cancelled || touched.current || !resource || !isLayoutText(saved?.parameter)) return
        const layout = mergeLayout(resource, saved.parameter)
        writeLocalLayout(code, layout)
        setState({ code, layout })
      },
      // A background call: the local layout simply stays.
      () => undefined,
    )
    return () => {
      cancelled = true
    }
  }, [code])

  const apply = useCallback(
    (layout: ColumnLayout) => {
      touched.current = true
      if (code) writeLocalLayout(code, layout)
      setState({ code, layout })
    },
    [code],
  )

  const warnNoCode = useCallback(() => {
    notifications.show({ color: 'yellow', message: t`resCode未设置` })
  }, [t])

  const save = useCallback(
    async (layout: ColumnLayout) => {
      if (!code) {
        warnNoCode()
        return
      }
      apply(layout)
      try {
        await saveLayout(code, JSON.stringify(layout))
        notifications.show({ color: 'green', message: t`保存成功` })
      } catch {
        // The request layer has shown the failure; the layout stays applied here (spec §7).
      }
    },
    [code, apply, warnNoCode, t],
  )

  const reset = useCallback(async () => {
    if (!code || !resource) {
      warnNoCode()
      return
    }
    touched.current = true
    removeLocalLayout(code)
    setState({ code, layout: defaultLayout(resource) })
    try {
      await saveLayout(code, '')
      notifications.show({ color: 'green', message: t`保存成功` })
    } catch {
      // As for save: the default layout stays applied.
    }
  }, [code, resource, warnNoCode, t])

  return { layout: current.layout, apply, save, reset }
}
