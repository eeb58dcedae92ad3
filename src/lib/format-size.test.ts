import { describe, expect, it } from 'vitest'
import { formatExactSize, formatSize } from './format-size'

const KiB = 1024
const MiB = 1024 * KiB
const GiB = 1024 * MiB
const TiB = 1024 * GiB

describe('formatSize', () => {
  it.each([
    [0, '0 B'],
    [1, '1 B'],
    [45, '45 B'],
    [1023, '1023 B'],
  ])('shows %i bytes as whole bytes: %s', (bytes, text) => {
    expect(formatSize(bytes)).toBe(text)
  })

  it.each([
    [KiB, '1.0 KiB'],
    [KiB + 17, '1.0 KiB'],
    [1536, '1.5 KiB'],
    [10 * KiB + 512, '10.5 KiB'],
    [1023.9 * KiB, '1023.9 KiB'],
  ])('switches to KiB at 1024 bytes with one decimal: %i → %s', (bytes, text) => {
    expect(formatSize(bytes)).toBe(text)
  })

  it.each([
    [MiB - 1, '1.0 MiB'],
    [MiB - 51, '1.0 MiB'],
    [GiB - 1, '1.0 GiB'],
    [TiB - 1, '1.0 TiB'],
  ])('never prints 1024.0 of a unit: %i → %s', (bytes, text) => {
    expect(formatSize(bytes)).toBe(text)
    expect(formatSize(bytes)).not.toMatch(/^1024\.0/)
  })

  it.each([
    [MiB, '1.0 MiB'],
    [512 * MiB + 12_345, '512.0 MiB'],
    [734 * MiB + 1, '734.0 MiB'],
    [Math.round(1.9 * GiB), '1.9 GiB'],
    [2 * GiB, '2.0 GiB'],
    [Math.round(6.7 * GiB), '6.7 GiB'],
    [Math.round(1.3 * TiB), '1.3 TiB'],
    [1024 * TiB, '1.0 PiB'],
  ])('uses the largest binary unit: %i → %s', (bytes, text) => {
    expect(formatSize(bytes)).toBe(text)
  })
})

describe('formatExactSize', () => {
  it('keeps every digit of sizes above 2^53', () => {
    expect(formatExactSize(2n ** 64n - 1n)).toBe('18,446,744,073,709,551,615 bytes')
    expect(formatSize(2n ** 64n - 1n)).toBe('16.0 EiB')
  })

  it.each([
    [0, '0 bytes'],
    [1, '1 byte'],
    [2, '2 bytes'],
    [1023, '1,023 bytes'],
    [1_234_567, '1,234,567 bytes'],
    [Math.round(1.3 * TiB), '1,429,365,116,109 bytes'],
  ])('gives the exact count with thousands separators: %i → %s', (bytes, text) => {
    expect(formatExactSize(bytes)).toBe(text)
  })
})
