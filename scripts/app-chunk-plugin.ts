import type { Plugin } from 'vite'

export type AppChunkOptions = {
  /** The app's module, which the entry imports dynamically (`/src/app/start.tsx`). */
  app: string
  /** Modules that run before the app (the entry, the list worker): theirs stay where they are. */
  early: readonly string[]
}

/**
 * Everything the app module imports statically, in one chunk with it. Rolldown otherwise puts a
 * module that the app and a lazily loaded part (the picker, the header's controls) both import
 * in a small file of its own, which the app then loads at start-up as one more file (about
 * 0.1–0.3 kB of gzip each, and one more request). Those parts load after the app, so the app's
 * chunk can hold them. What the entry or the list worker imports stays in their chunks, so the
 * entry still runs (and asks for the first list) without the app's chunk.
 */
export function appInOneChunk({ app, early }: AppChunkOptions): Plugin {
  const appModules = new Set<string>()
  return {
    name: 'app-in-one-chunk',
    apply: 'build',
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                {
                  name: 'start',
                  test: (id: string) => appModules.has(id),
                  // Its own modules only: what the entry runs stays in the entry's chunk.
                  includeDependenciesRecursively: false,
                },
              ],
            },
          },
        },
      },
    }),
    buildEnd() {
      const reach = (id: string | undefined, into: Set<string>, except?: Set<string>) => {
        if (!id || into.has(id) || except?.has(id)) return
        into.add(id)
        this.getModuleInfo(id)?.importedIds.forEach((next) => reach(next, into, except))
      }
      const ids = [...this.getModuleIds()]
      const find = (path: string) => ids.find((id) => id.endsWith(path))
      const ranEarly = new Set<string>()
      for (const path of early) reach(find(path), ranEarly)
      reach(find(app), appModules, ranEarly)
    },
  }
}
