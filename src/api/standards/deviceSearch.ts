import { encodeSearchParam, standardDevices } from '@/domain/resources'
import { fetchResourcePage, type ResourceRecord } from '../resources'

/** How many devices a picker lists per search (a lab keeps dozens to a few hundred). */
const DEVICE_SEARCH_SIZE = 50

/**
 * The lab's standard devices whose name holds the typed words, for the pickers: in the register's own order
 * (the soonest due first) unless `ascs` names a field.
 */
export async function searchStandardDevices(
  term: string,
  headers: HeadersInit,
  ascs?: string,
): Promise<ResourceRecord[]> {
  const words = term.trim()
  const page = await fetchResourcePage(
    standardDevices,
    {
      searchType: 'N',
      searchParam: encodeSearchParam(words ? [{ field: 'name', op: 'LIKE', value: words }] : []),
      ...(ascs ? { ascs } : {}),
    },
    { current: 1, size: DEVICE_SEARCH_SIZE },
    headers,
  )
  return page.records
}
