import { beforeEach, expect, it } from 'vitest'
import { createApiClient } from '@/api/client'
import { clientKey } from '@/api/query-keys'
import { defaultConfig } from '@/api/runtime-config'
import { tokenStore } from '@/features/settings/token-store'
import { createAppServices } from './services'
import { readViewUrl } from './view-url'

beforeEach(() => localStorage.clear())

it('drops the lists and the recent games’ names read with a token once it is forgotten', async () => {
  tokenStore.set('operator-a')
  const { queryClient, clients } = createAppServices({
    loaded: { config: defaultConfig },
    url: readViewUrl(''),
    clientFor: (token) => createApiClient({ baseUrl: '', getToken: () => token }),
    getToken: tokenStore.get,
  })
  const aList = [...clientKey(clients.get()), 'a list']
  queryClient.setQueryData(aList, ['read with operator-a'])
  localStorage.setItem('game-assets:recent-games', JSON.stringify([{ id: 'g-1', name: 'Secret' }]))

  tokenStore.set(undefined)
  expect(queryClient.getQueryData(aList)).toBeUndefined()
  // The next lists are asked for with a client of the token now, under keys of their own.
  expect(clients.get().identity).not.toBe(aList[1])
  expect(JSON.parse(localStorage.getItem('game-assets:recent-games') ?? '')).toEqual([
    { id: 'g-1' },
  ])
})
