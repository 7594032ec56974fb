import { reconnectDelayMs } from './backoff'
import { parseLiveMessage, type LiveMessage } from './liveMessage'

/**
 * Spec §7 "live channel": a websocket to /msgws/websocket?userId=…&token=<sync_token> on the page's own origin
 * (ws: or wss: as the page), reconnected with backoff while signed in, closed on logout. Every message goes
 * to the subscribeMessages listeners (the shell shows each as a notification).
 */
export type LiveChannelTarget = { userId: string; token: () => string | null }

const listeners = new Set<(message: LiveMessage) => void>()

export function subscribeMessages(listener: (message: LiveMessage) => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

let target: LiveChannelTarget | null = null
let socket: WebSocket | null = null
let attempt = 0
let reconnectTimer: ReturnType<typeof setTimeout> | undefined

export function liveChannelUrl(userId: string, token: string, location: Location = window.location): string {
  const protocol = location.protocol === 'https:' ? 'wss:' : 'ws:'
  const query = new URLSearchParams({ userId, token })
  return `${protocol}//${location.host}/msgws/websocket?${query.toString()}`
}

function scheduleReconnect(): void {
  if (!target || reconnectTimer !== undefined) return
  reconnectTimer = setTimeout(() => {
    reconnectTimer = undefined
    connect()
  }, reconnectDelayMs(attempt++))
}

function connect(): void {
  const current = target
  const token = current?.token()
  if (!current || !token) return
  const ws = new WebSocket(liveChannelUrl(current.userId, token))
  socket = ws
  ws.onopen = () => {
    attempt = 0
  }
  ws.onmessage = (event: MessageEvent) => {
    const message = parseLiveMessage(event.data)
    if (!message) return
    for (const listener of listeners) listener(message)
  }
  ws.onclose = () => {
    if (socket !== ws) return
    socket = null
    scheduleReconnect()
  }
}

function handleOnline(): void {
  if (!target || socket) return
  clearTimeout(reconnectTimer)
  reconnectTimer = undefined
  attempt = 0
  connect()
}

/** Opens the channel for a user (closing any other). */
export function openLiveChannel(next: LiveChannelTarget): void {
  closeLiveChannel()
  target = next
  attempt = 0
  window.addEventListener('online', handleOnline)
  connect()
}

/** Closes the channel and stops reconnecting (logout, another user, page hidden for good). */
export function closeLiveChannel(): void {
  target = null
  clearTimeout(reconnectTimer)
  reconnectTimer = undefined
  window.removeEventListener('online', handleOnline)
  const ws = socket
  socket = null
  if (ws && ws.readyState !== WebSocket.CLOSED) ws.close(1000)
}
