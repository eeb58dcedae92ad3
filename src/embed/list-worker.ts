/*
 * The package's list worker (`list-worker.js` beside its entries, vite.lib.config.ts): the same
 * module the standalone page starts, bundled whole into one file that needs no other.
 */
import '@/api/list-stream/list-worker'
