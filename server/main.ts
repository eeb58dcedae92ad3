import { createServer } from 'node:http'
import { createApiHandler } from './api-handler.ts'
import { loadTestGameId, MAX_LOAD_TEST_ITEMS } from './data/load-test-game.ts'
import { SAMPLE_GAMES } from './data/sample-data.ts'
import { describeSampleClock, sampleClock, type SampleClock } from './sample-clock.ts'
import { referenceApiSettings, type ReferenceApiSettings } from './settings.ts'

let settings: ReferenceApiSettings
let sampleNow: SampleClock
try {
  settings = referenceApiSettings(process.env)
  sampleNow = sampleClock(process.env)
} catch (error) {
  console.error((error as Error).message)
  process.exit(1)
}
const { host, port, token, publicOrigin, rateLimit } = settings
const server = createServer(
  createApiHandler({
    token,
    publicOrigin: () => publicOrigin,
    sampleNow,
    rateLimit: rateLimit === undefined ? undefined : { requests: rateLimit },
  }),
)

server.on('error', (error) => {
  console.error(`Reference API could not listen on port ${port}: ${error.message}`)
  process.exit(1)
})

server.listen(port, host, () => {
  console.log(
    `Reference API listening on http://${host.includes(':') ? `[${host}]` : host}:${port}`,
  )
  console.log(`Avatar and logo urls on ${publicOrigin} (PUBLIC_ORIGIN)`)
  console.log(token ? 'Requires Authorization: Bearer $REFERENCE_TOKEN' : 'No token required')
  console.log(describeSampleClock(process.env))
  if (rateLimit !== undefined) {
    console.log(
      `At most ${rateLimit} GET requests per 15 minutes per route and client (REFERENCE_RATE_LIMIT)`,
    )
  }
  for (const [name, gameId] of Object.entries(SAMPLE_GAMES)) {
    console.log(`  ${name.padEnd(10)} ${gameId}`)
  }
  const example = loadTestGameId(100_000).replace(/\d{12}$/, 'NNNNNNNNNNNN')
  console.log(
    `  load test  ${example} (N items per list, N up to ${MAX_LOAD_TEST_ITEMS.toLocaleString('en-US')})`,
  )
})

function shutDown(signal: NodeJS.Signals): void {
  console.log(`${signal}: shutting down`)
  server.close(() => process.exit(0))
  // Keep-alive connections (a browser tab) would otherwise hold close() open until they time out.
  server.closeAllConnections()
}

process.once('SIGINT', shutDown)
process.once('SIGTERM', shutDown)
