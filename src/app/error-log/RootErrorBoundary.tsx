import { Component, type ReactNode } from 'react'
import { Button, Center, Stack, Text, Title } from '@mantine/core'
import { Trans } from '@lingui/react/macro'

export type RootErrorBoundaryProps = { children: ReactNode }

type State = { failed: boolean }

/**
 * The last line against a blank screen: a render error that no route caught shows this page. Logging is done
 * by createRoot's onCaughtError (main.tsx), which sees every boundary's errors, this one included.
 */
export class RootErrorBoundary extends Component<RootErrorBoundaryProps, State> {
  override state: State = { failed: false }

  static getDerivedStateFromError(): State {
    return { failed: true }
  }

  handleReload = () => window.location.reload()

  override render() {
    if (!this.state.failed) return this.props.children
    return (
      <Center mih="100vh" p="md">
        <Stack align="center" gap="sm">
          <Title order={3}>
            <Trans>页面出错了</Trans>
          </Title>
          <Text c="dimmed">
            <Trans>错误已记录到本地日志。</Trans>
          </Text>
          <Button onClick={this.handleReload}>
            <Trans>重新加载</Trans>
          </Button>
        </Stack>
      </Center>
    )
  }
}
