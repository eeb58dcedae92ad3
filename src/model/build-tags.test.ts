import { describe, expect, it } from 'vitest'
import type { Tags } from './list-items'
import {
  isCurrent,
  matchesTagFilter,
  readTagFilters,
  tagFilterOf,
  tagFilterText,
  withTagFilter,
} from './build-tags'

const tags: Tags = [
  ['version', '2.4.1'],
  ['channel', 'beta'],
  ['地域', '東京'],
]

describe('matchesTagFilter', () => {
  it('matches `key:value` exactly, in key and value', () => {
    expect(matchesTagFilter(tags, 'channel:beta')).toBe(true)
    expect(matchesTagFilter(tags, '地域:東京')).toBe(true)
    expect(matchesTagFilter(tags, 'channel:Beta')).toBe(false)
    expect(matchesTagFilter(tags, 'channel:bet')).toBe(false)
    expect(matchesTagFilter(tags, 'Channel:beta')).toBe(false)
  })

  it('matches a bare key at any value, and an empty value only when the tag is empty', () => {
    expect(matchesTagFilter(tags, 'version')).toBe(true)
    expect(matchesTagFilter(tags, 'current')).toBe(false)
    expect(matchesTagFilter(tags, 'version:')).toBe(false)
    expect(matchesTagFilter([['note', '']], 'note:')).toBe(true)
  })

  it('splits at the first colon, so a value may hold colons', () => {
    expect(matchesTagFilter([['url', 'https://x']], 'url:https://x')).toBe(true)
    expect(matchesTagFilter([['url', 'https://x']], tagFilterOf(['url', 'https://x']))).toBe(true)
  })

  it('matches nothing in a build without tags', () => {
    expect(matchesTagFilter([], 'channel:beta')).toBe(false)
    expect(matchesTagFilter([], 'channel')).toBe(false)
  })
})

describe('the build in use', () => {
  it('is the one tagged `current: true`', () => {
    expect(isCurrent([['current', 'true']])).toBe(true)
    expect(isCurrent([['current', 'false']])).toBe(false)
    expect(isCurrent(tags)).toBe(false)
  })
})

describe('tag filters from a URL', () => {
  it('keeps the usable ones, trimmed, each once, in order', () => {
    expect(readTagFilters([' channel:beta ', '', 'current', 'channel:beta'])).toEqual([
      'channel:beta',
      'current',
    ])
  })

  it('ignores overlong ones and keeps at most 8', () => {
    expect(readTagFilters(['x'.repeat(201), 'y'.repeat(200)])).toEqual(['y'.repeat(200)])
    expect(readTagFilters(Array.from({ length: 20 }, (_, i) => `k:${i}`))).toHaveLength(8)
  })

  it('adds a filter once, at the end', () => {
    expect(withTagFilter(['a:1'], 'b:2')).toEqual(['a:1', 'b:2'])
    expect(withTagFilter(['a:1'], 'a:1')).toEqual(['a:1'])
  })

  it('reads as its chip says it', () => {
    expect(tagFilterText('channel:beta')).toBe('channel: beta')
    expect(tagFilterText('version')).toBe('version: any')
  })
})
