// `ng serve` passes the console's /cloud/… requests on to the game cloud API (in the test, the
// preview server), so the panel and its list worker reach the API on the console's own origin.
export default {
  '/cloud': { target: process.env.API_ORIGIN ?? 'http://localhost:8787', changeOrigin: true },
}
