import { beforeEach, expect, it } from 'vitest'
import { createApiClient } from '@/api/client'
import { defaultConfig } from '@/api/runtime-config'
import { tokenStore } from '@/features/settings/token-store'
import { createAppServices } from './services'
import { readViewUrl } from './view-url'

beforeEach(() => localStorage.clear())

it('drops the lists and the recent games’ names read with a token once it is forgotten', async () => {
  tokenStore.set('operator-a')
  const { queryClient } = createAppServices({
    loaded: { config: defaultConfig },
    url: readViewUrl(''),
    apiClient: createApiClient({ baseUrl: '' }),
    getToken: tokenStore.get,
  })
  queryClient.setQueryData(['a list'], ['read with operator-a'])
  localStorage.setItem('game-assets:recent-games', JSON.stringify([{ id: 'g-1', name: 'Secret' }]))

  tokenStore.set(undefined)
  expect(queryClient.getQueryData(['a list'])).toBeUndefined()
  expect(JSON.parse(localStorage.getItem('game-assets:recent-games') ?? '')).toEqual([
    { id: 'g-1' },
  ])
})
