import { Component, type ReactNode } from 'react'

export type QuietErrorBoundaryProps = { children: ReactNode }

type State = { failed: boolean }

/**
 * Around the parts of the app that sit beside the page (toasts, the request overlay, live messages, the
 * update prompt): one of them failing hides that part only. Left to the root, React would unmount the whole
 * app and leave a blank screen. The error is logged like any other (createRoot's onCaughtError, main.tsx).
 */
export class QuietErrorBoundary extends Component<QuietErrorBoundaryProps, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  override render() {
    return this.state.failed ? null : this.props.children
  }
}
