import type { Page } from '@playwright/test'
import { expect, test } from '../support/fixtures'
import {
  errorAnswer,
  expectFailure,
  expectOtherTabWorks,
  expectSortedTable,
  faultUrl,
  httpStatusError,
  NOUN,
  panelAlert,
  REALISTIC,
  REALISTIC_NAME,
  routeList,
  dataRows,
  type Tab,
} from '../support/faults'

/*
 * Answers about the token and the game. None of them is retried by itself; the alert offers
 * the actions that help. (How many requests a non-retried failure costs: requests.spec.ts.)
 */

const tokenField = (page: Page) => page.getByLabel('API token', { exact: true })

for (const { status, which, body } of [
  {
    status: 401,
    which: 'builds' as Tab,
    body: {
      code: 'API_UNAUTHORIZED',
      message: 'Unauthorized.',
      ray_id: 'feedc0de-1234-4567-89ab-cdef01234567',
    },
  },
  // The service's gateway answers 408 when a request came without its token.
  { status: 408, which: 'sites' as Tab, body: undefined },
]) {
  test.describe(`HTTP ${status}`, () => {
    test.use({ allowedConsoleErrors: [httpStatusError(status, which)] })

    test(`asks for a token; "Enter a token" opens the token field, and a token loads the ${which}`, async ({
      page,
    }) => {
      // Refused until a token comes with the request.
      await routeList(page, which, async (route, attempt) => {
        if (attempt > 1 && (await route.request().headerValue('authorization'))) {
          return route.fallback()
        }
        return route.fulfill(errorAnswer(status, body))
      })
      await page.goto(faultUrl(which))

      const alert = panelAlert(page)
      await expectFailure(alert, {
        title: 'Sign-in or token needed',
        message: `The API needs a valid token to list this game's ${NOUN[which]}. Enter a token, then try again.`,
        buttons: ['Enter a token', 'Retry'],
      })
      if (body) await expect(alert).toContainText('The API said: “Unauthorized.”')
      await expect(alert).toContainText(`HTTP${status}`)

      await expectOtherTabWorks(page, { game: REALISTIC, failed: which })
      await expect(alert).toContainText('Sign-in or token needed')

      await alert.getByRole('button', { name: 'Enter a token' }).click()
      const field = tokenField(page)
      await expect(field).toBeVisible()
      await expect(field).toHaveAttribute('type', 'password')
      await expect(field).toBeFocused()

      await field.fill('fault-token')
      await page.getByRole('button', { name: 'Save' }).click()
      await expect(dataRows(page).first()).toBeVisible()
      await expect(page.getByRole('alert')).toHaveCount(0)
      await expectSortedTable(page)
      expect(page.url()).not.toContain('fault-token')
    })
  })
}

test.describe('HTTP 400 TOKEN_EXPIRED', () => {
  test.use({ allowedConsoleErrors: [httpStatusError(400, 'avatars')] })

  test('says the token expired and offers to enter a new one', async ({ page }) => {
    await routeList(page, 'avatars', (route) =>
      route.fulfill(
        errorAnswer(400, {
          code: 'TOKEN_EXPIRED',
          message: 'Token expired.',
          ray_id: 'feedc0de-1234-4567-89ab-cdef01234567',
        }),
      ),
    )
    await page.goto(faultUrl('avatars'))

    const alert = panelAlert(page)
    await expectFailure(alert, {
      title: 'Your token has expired',
      message: "Enter a new token to see this game's custom avatars.",
      buttons: ['Enter a token', 'Retry'],
    })
    await expect(alert).toContainText('The API said: “Token expired.”')
    await expect(alert).toContainText('CodeTOKEN_EXPIRED')
    await expect(alert).toContainText('Ray IDfeedc0de-1234-4567-89ab-cdef01234567')

    await expectOtherTabWorks(page, { game: REALISTIC, failed: 'avatars' })
    await expect(alert).toContainText('Your token has expired')

    await alert.getByRole('button', { name: 'Enter a token' }).click()
    await expect(tokenField(page)).toBeFocused()
  })
})

test.describe('HTTP 400 TOKEN_INVALID', () => {
  test.use({ allowedConsoleErrors: [httpStatusError(400, 'builds')] })

  test('says the token is not valid, never that the game id is wrong', async ({ page }) => {
    await routeList(page, 'builds', (route) =>
      route.fulfill(
        errorAnswer(400, { code: 'TOKEN_INVALID', message: 'Token is invalid.', ray_id: 'r1' }),
      ),
    )
    await page.goto(faultUrl('builds'))

    const alert = panelAlert(page)
    await expectFailure(alert, {
      title: 'The token is not valid',
      message:
        'The API could not read the token in use: it is not a token it issued, or it was cut short when pasted. Enter the whole token, then try again.',
      buttons: ['Enter a token'],
    })
    await expect(alert).not.toContainText('Check the id')
    await alert.getByRole('button', { name: 'Enter a token' }).click()
    await expect(tokenField(page)).toBeFocused()
  })
})

test.describe('HTTP 403 API_FORBIDDEN', () => {
  test.use({ allowedConsoleErrors: [httpStatusError(403, 'builds')] })

  test('names the game the token may not read, and offers a token or another game', async ({
    page,
  }) => {
    await routeList(page, 'builds', (route) =>
      route.fulfill(
        errorAnswer(403, {
          code: 'API_FORBIDDEN',
          message: 'Forbidden.',
          ray_id: 'feedc0de-1234-4567-89ab-cdef01234567',
        }),
      ),
    )
    await page.goto(faultUrl('builds'))

    const alert = panelAlert(page)
    await expectFailure(alert, {
      title: 'This token cannot read this game',
      message: `The token in use may not read “${REALISTIC_NAME}” (${REALISTIC}). Enter a token for this game, or choose another game.`,
      buttons: ['Enter a token', 'Choose another game'],
    })
    await expect(alert).toContainText('CodeAPI_FORBIDDEN')

    await expectOtherTabWorks(page, { game: REALISTIC, failed: 'builds' })
    await expect(alert).toContainText('This token cannot read this game')
  })
})

test.describe('HTTP 404 API_NOT_FOUND', () => {
  test.use({ allowedConsoleErrors: [httpStatusError(404, 'sites')] })

  test('says the game does not exist; "Choose another game" opens the picker, and there is no Retry', async ({
    page,
  }) => {
    await routeList(page, 'sites', (route) =>
      route.fulfill(
        errorAnswer(404, {
          code: 'API_NOT_FOUND',
          message: 'Game not found.',
          ray_id: 'feedc0de-1234-4567-89ab-cdef01234567',
        }),
      ),
    )
    await page.goto(faultUrl('sites'))

    const alert = panelAlert(page)
    await expectFailure(alert, {
      title: 'This game does not exist',
      message: `The API has no game “${REALISTIC_NAME}” (${REALISTIC}). Check the id, or choose another game.`,
      buttons: ['Choose another game'],
    })
    await expect(alert).toContainText('The API said: “Game not found.”')
    await expect(alert).toContainText('CodeAPI_NOT_FOUND')

    await expectOtherTabWorks(page, { game: REALISTIC, failed: 'sites' })
    await expect(alert).toContainText('This game does not exist')

    await alert.getByRole('button', { name: 'Choose another game' }).click()
    const picker = page.getByRole('combobox', { name: 'Game' })
    await expect(picker).toBeFocused()
    await expect(picker).toHaveAttribute('aria-expanded', 'true')
    await expect(page.getByRole('listbox', { name: 'Games' })).toBeVisible()
    await expect(page.getByRole('option', { name: /Empty Game/ })).toBeVisible()
  })
})
