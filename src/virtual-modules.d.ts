/** The list worker's URL (vite.config.ts, `listWorkerUrl`). */
declare module 'virtual:list-worker-url' {
  const url: string
  export default url
}
