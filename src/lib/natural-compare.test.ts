import { describe, expect, it } from 'vitest'
import { naturalCompare } from './natural-compare'

const sorted = (names: string[]) => [...names].sort(naturalCompare)

describe('naturalCompare', () => {
  it('orders numbers inside names by value', () => {
    expect(naturalCompare('build 9', 'build 10')).toBeLessThan(0)
    expect(naturalCompare('build 100', 'build 11')).toBeGreaterThan(0)
    expect(sorted(['build 10', 'build 9', 'build 100', 'build 1', 'build 11'])).toEqual([
      'build 1',
      'build 9',
      'build 10',
      'build 11',
      'build 100',
    ])
  })

  it('treats names differing only in case as equal', () => {
    expect(naturalCompare('Alpha', 'alpha')).toBe(0)
    expect(naturalCompare('BUILD 2', 'build 2')).toBe(0)
  })

  it('ignores case when ordering', () => {
    expect(sorted(['build 3', 'Build 2', 'build 1', 'Build 10'])).toEqual([
      'build 1',
      'Build 2',
      'build 3',
      'Build 10',
    ])
    expect(naturalCompare('apple', 'Banana')).toBeLessThan(0)
  })

  it('still tells accented letters apart', () => {
    expect(naturalCompare('resume', 'résumé')).not.toBe(0)
  })

  it('orders version-like names part by part', () => {
    expect(sorted(['release 1.10', 'release 1.2', 'Release 1.0'])).toEqual([
      'Release 1.0',
      'release 1.2',
      'release 1.10',
    ])
  })
})
