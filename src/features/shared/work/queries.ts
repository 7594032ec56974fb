import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import {
  fetchLeaveDetail,
  fetchProcessDefinition,
  fetchSendList,
  fetchTodoList,
  type WorkListQuery,
} from '@/features/shared/work/api'

/** Query key factory of the work area (STYLE: no string keys scattered around). */
export const workQueries = {
  all: () => ['work'] as const,
  lists: () => [...workQueries.all(), 'list'] as const,
  todo: (query: WorkListQuery) =>
    queryOptions({
      queryKey: [...workQueries.lists(), 'todo', query] as const,
      queryFn: () => fetchTodoList(query),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  send: (query: WorkListQuery) =>
    queryOptions({
      queryKey: [...workQueries.lists(), 'send', query] as const,
      queryFn: () => fetchSendList(query),
      placeholderData: keepPreviousData,
      staleTime: 0,
    }),
  definition: (key: string) =>
    queryOptions({
      queryKey: [...workQueries.all(), 'definition', key] as const,
      queryFn: () => fetchProcessDefinition(key),
    }),
  leave: (businessId: string, processInstanceId?: string) =>
    queryOptions({
      queryKey: [...workQueries.all(), 'leave', businessId, processInstanceId ?? null] as const,
      queryFn: () => fetchLeaveDetail(businessId, processInstanceId),
      staleTime: 0,
    }),
}
