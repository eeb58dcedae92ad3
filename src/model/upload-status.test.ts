import { describe, expect, it } from 'vitest'
import { DEFAULT_STALE_AFTER_HOURS } from './upload-status'
import { staleAfterMs, uploadStatus } from './upload-status'

const HOUR = 60 * 60 * 1000
const NOW = Date.UTC(2026, 10, 1, 12)
const DAY = staleAfterMs(24)

const started = (age: number, complete = false) => ({ complete, createdAt: NOW - age })

describe('the stale rule', () => {
  it('defaults to 24 hours', () => {
    expect(DEFAULT_STALE_AFTER_HOURS).toBe(24)
    expect(staleAfterMs(DEFAULT_STALE_AFTER_HOURS)).toBe(24 * HOUR)
    expect(staleAfterMs(0.5)).toBe(HOUR / 2)
  })

  it('calls an incomplete upload uploading up to exactly the threshold, stale just after', () => {
    expect(uploadStatus(started(0), NOW, DAY)).toBe('uploading')
    expect(uploadStatus(started(DAY - 1), NOW, DAY)).toBe('uploading')
    expect(uploadStatus(started(DAY), NOW, DAY)).toBe('uploading')
    expect(uploadStatus(started(DAY + 1), NOW, DAY)).toBe('stale')
    expect(uploadStatus(started(200 * DAY), NOW, DAY)).toBe('stale')
  })

  it('measures against the threshold it is given', () => {
    const elevenHours = started(11 * HOUR)
    expect(uploadStatus(elevenHours, NOW, staleAfterMs(24))).toBe('uploading')
    expect(uploadStatus(elevenHours, NOW, staleAfterMs(6))).toBe('stale')
    expect(uploadStatus(elevenHours, NOW, staleAfterMs(11))).toBe('uploading')
  })

  it('never calls an upload with an unknown start time stale', () => {
    expect(uploadStatus({ complete: false, createdAt: undefined }, NOW, DAY)).toBe('uploading')
    expect(uploadStatus({ complete: false, createdAt: undefined }, NOW, 1)).toBe('uploading')
  })

  it('never calls a complete upload stale, however old', () => {
    expect(uploadStatus(started(425 * DAY, true), NOW, DAY)).toBe('complete')
    expect(uploadStatus({ complete: true, createdAt: undefined }, NOW, DAY)).toBe('complete')
  })

  it('calls an upload from a clock running ahead uploading, not stale', () => {
    expect(uploadStatus(started(-2 * 60 * 1000), NOW, DAY)).toBe('uploading')
  })

  it('calls an item complete only when the API says so', () => {
    expect(uploadStatus(started(HOUR, true), NOW, DAY)).toBe('complete')
    expect(uploadStatus(started(HOUR, false), NOW, DAY)).toBe('uploading')
  })
})
