import type { Page } from '@playwright/test'
import { expect, test } from './support/fixtures'
import type { ListKind } from './support/lists'
import { BROKEN_AVATAR_IMAGE, gameUrl, realistic, SAMPLE_GAMES } from './support/sample'
import { assetTable, expectRowCount } from './support/table'

/*
 * Names in any script show as glyphs, not as boxes ("tofu"): the sample game names things in
 * Chinese, Japanese, Korean, Arabic, Hebrew and emoji, and the fonts that draw them (Debian's
 * Noto, see scripts/ensure-chromium.sh) must be there wherever baselines are made or checked.
 *
 * The glyph check fails when the fonts are missing: run with FONTCONFIG_FILE pointing at a
 * fontconfig file that lists only Noto Sans (Latin), every script fails; with only DejaVu (the
 * base image), Chinese, Japanese, Korean and emoji fail. A font-family alone cannot show it:
 * Chromium falls back to any installed font that has the glyph.
 */

// The avatars tab shows the sample's deliberately broken image.
test.use({ allowedConsoleErrors: [BROKEN_AVATAR_IMAGE] })

type Sample = {
  script: string
  /** A name from the realistic game. */
  name: string
  /** Its characters in the script (the rest is digits, spaces, ".png" and the like). */
  letters: RegExp
  tab: ListKind
  rtl: boolean
}

const samples: readonly Sample[] = [
  {
    script: 'Chinese',
    name: '版本 2.0 测试',
    letters: /\p{Script=Han}/u,
    tab: 'builds',
    rtl: false,
  },
  {
    script: 'Japanese',
    name: 'ビルド 東京 β',
    letters: /\p{Script=Katakana}|\p{Script=Hiragana}|\p{Script=Han}/u,
    tab: 'builds',
    rtl: false,
  },
  {
    script: 'Korean',
    name: '한국 이벤트 페이지',
    letters: /\p{Script=Hangul}/u,
    tab: 'sites',
    rtl: false,
  },
  {
    script: 'Arabic',
    name: 'صورة اللاعب.png',
    letters: /\p{Script=Arabic}/u,
    tab: 'avatars',
    rtl: true,
  },
  { script: 'Hebrew', name: 'גרסה 3 בטא', letters: /\p{Script=Hebrew}/u, tab: 'builds', rtl: true },
  {
    script: 'emoji',
    name: '🎃👻🦇',
    letters: /\p{Extended_Pictographic}/u,
    tab: 'builds',
    rtl: false,
  },
]

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' })
const graphemesOf = (sample: Sample) =>
  Array.from(segmenter.segment(sample.name), ({ segment }) => segment).filter((segment) =>
    sample.letters.test(segment),
  )

type Drawing = { text: string; differsFromTofu: number; inked: number; coloured: number }

/**
 * Draws each text alone on a canvas in the given font, and beside it as many code points that
 * no font has (U+10FFFF, a noncharacter): a text without a glyph is drawn as exactly those
 * boxes, so its pixels are the same. Counts the pixels that differ, the pixels with ink, and
 * the pixels with colour (black text has none; colour emoji have many).
 */
async function drawAgainstTofu(page: Page, font: string, texts: string[]): Promise<Drawing[]> {
  return page.evaluate(
    ({ font, texts }) => {
      const size = 96
      const canvas = document.createElement('canvas')
      canvas.width = size
      canvas.height = size
      const context = canvas.getContext('2d', { willReadFrequently: true })!
      context.font = font
      if (!context.font.includes('48px')) throw new Error(`The canvas refused the font ${font}`)
      context.textBaseline = 'middle'
      context.fillStyle = '#000'
      const draw = (text: string) => {
        context.clearRect(0, 0, size, size)
        context.fillText(text, 8, size / 2)
        return context.getImageData(0, 0, size, size).data
      }
      return texts.map((text) => {
        const tofu = draw('\u{10FFFF}'.repeat(Array.from(text).length))
        const pixels = draw(text)
        let differsFromTofu = 0
        let inked = 0
        let coloured = 0
        for (let i = 0; i < pixels.length; i += 4) {
          const [r, g, b, a] = [pixels[i]!, pixels[i + 1]!, pixels[i + 2]!, pixels[i + 3]!]
          if (r !== tofu[i] || g !== tofu[i + 1] || b !== tofu[i + 2] || a !== tofu[i + 3]) {
            differsFromTofu++
          }
          if (a > 0) inked++
          if (a > 0 && Math.max(r, g, b) - Math.min(r, g, b) > 40) coloured++
        }
        return { text, differsFromTofu, inked, coloured }
      })
    },
    { font, texts },
  )
}

async function openTab(page: Page, tab: Sample['tab']) {
  await page.goto(gameUrl(SAMPLE_GAMES.realistic, { tab }))
  await expectRowCount(assetTable(page), realistic[tab].length)
}

test('every script draws as glyphs in the table’s font, not as missing-glyph boxes', async ({
  page,
}) => {
  await openTab(page, 'builds')
  await page.evaluate(async () => {
    await document.fonts.ready
  })
  const name = assetTable(page).getByText('build 100', { exact: true })
  const { fontFamily, fontWeight } = await name.evaluate((element) => getComputedStyle(element))
  const font = `${fontWeight} 48px ${fontFamily}`

  // The check itself: code points that no font has must come out as the boxes, pixel for pixel,
  // or "differs from the boxes" would prove nothing.
  const [missing] = await drawAgainstTofu(page, font, ['\u{0378}\u{10FFFE}'])
  expect(missing!.inked, 'a missing glyph draws a visible box').toBeGreaterThan(0)
  expect(missing!.differsFromTofu, 'missing glyphs draw like U+10FFFF').toBe(0)

  for (const sample of samples) {
    expect(realistic[sample.tab].map((item) => item.display_name)).toContain(sample.name)
    const graphemes = graphemesOf(sample)
    expect(graphemes.length, `${sample.script} characters in the sample`).toBeGreaterThan(1)
    for (const drawing of await drawAgainstTofu(page, font, graphemes)) {
      const what = `${sample.script} "${drawing.text}"`
      expect.soft(drawing.inked, `${what} leaves ink`).toBeGreaterThan(20)
      expect.soft(drawing.differsFromTofu, `${what} is a glyph, not a box`).toBeGreaterThan(20)
      if (sample.script === 'emoji') {
        expect.soft(drawing.coloured, `${what} is in colour`).toBeGreaterThan(100)
      }
    }
  }
})

for (const sample of samples) {
  test(`the ${sample.script} name shows in the ${sample.tab} table${sample.rtl ? ', right to left' : ''}`, async ({
    page,
  }) => {
    await openTab(page, sample.tab)
    const name = assetTable(page).getByText(sample.name, { exact: true })
    await expect(name).toBeVisible()
    const direction = await name.evaluate((element) =>
      element.matches(':dir(rtl)') ? 'rtl' : 'ltr',
    )
    expect.soft(direction, 'the paragraph direction').toBe(sample.rtl ? 'rtl' : 'ltr')
    // Nothing cut: the whole name fits in its cell.
    const fits = await name.evaluate((element) => element.scrollWidth <= element.clientWidth)
    expect(fits, 'the name is not truncated').toBe(true)

    // Where the name's first and last characters land: a right-to-left name starts at the
    // right, even when it ends in a left-to-right ".png" (only the paragraph direction, which
    // dir="auto" picks, puts that on the left).
    const [first, last] = await name.evaluate((element) => {
      const text = element.firstChild as Text
      const graphemes = Array.from(
        new Intl.Segmenter('en', { granularity: 'grapheme' }).segment(text.data),
      )
      const left = ({ index, segment }: Intl.SegmentData) => {
        const range = document.createRange()
        range.setStart(text, index)
        range.setEnd(text, index + segment.length)
        return range.getBoundingClientRect().left
      }
      return [left(graphemes[0]!), left(graphemes.at(-1)!)]
    })
    if (sample.rtl) expect(first, 'the first character is right of the last').toBeGreaterThan(last!)
    else expect(first, 'the first character is left of the last').toBeLessThan(last!)
  })
}
