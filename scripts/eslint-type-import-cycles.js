/*
 * ESLint rule `local/no-type-import-cycle`: the dependency cycles that import-x/no-cycle leaves
 * out because one of their imports is type-only (it skips every `import type`, and has no option
 * to count them). Such a cycle costs nothing at run time, but its modules can no longer be read,
 * moved or split one at a time. A cycle that needs no type-only import is import-x's to report.
 *
 * It walks import-x's own module graph (ModuleInfo, pinned with the plugin's exact version):
 * the same resolver, the same parse, cached once for both rules.
 */
import path from 'node:path'
import { ModuleInfo } from 'eslint-plugin-import-x/core/index'
import { moduleVisitor } from 'eslint-plugin-import-x/utils'

const isExternal = (file) => file.split(path.sep).includes('node_modules')

/** As import-x/no-cycle decides it: `import type`, or named imports that are all `type`. */
function isTypeOnly(importer) {
  if (importer.type === 'TSImportEqualsDeclaration') return importer.importKind === 'type'
  if (importer.type !== 'ImportDeclaration') return false
  return (
    importer.importKind === 'type' ||
    (importer.specifiers.length > 0 &&
      importer.specifiers.every((s) => 'importKind' in s && s.importKind === 'type'))
  )
}

/**
 * The modules from `start` to `target`, by imports (type-only ones too unless `runtimeOnly`).
 * `dead` holds modules already known not to lead to `target`, and gains those found this time.
 */
function findRoute(start, target, runtimeOnly, dead) {
  const cameFrom = new Map([[start.path, undefined]])
  const queue = [start]
  for (let next = 0; next < queue.length; next++) {
    const module = queue[next]
    for (const [file, { resolve, declarations }] of module.getImports()) {
      if (cameFrom.has(file) || dead.has(file) || isExternal(file)) continue
      if (runtimeOnly && [...declarations].every((d) => d.isOnlyImportingTypes)) continue
      cameFrom.set(file, module.path)
      if (file === target) {
        const route = []
        for (let at = file; at !== start.path; at = cameFrom.get(at)) route.unshift(at)
        return route
      }
      const imported = resolve()
      if (imported) queue.push(imported)
    }
  }
  for (const file of cameFrom.keys()) dead.add(file)
  return undefined
}

export const noTypeImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid dependency cycles that close only through a type-only import' },
    schema: [],
    messages: { cycle: 'Dependency cycle through a type-only import: {{route}}' },
  },
  create(context) {
    const fileName = context.physicalFilename
    if (fileName === '<text>') return {}
    const relative = (file) => path.relative(context.cwd, file)
    const deadAll = new Set()
    const deadRuntime = new Set()
    return moduleVisitor((source, importer) => {
      const imported = ModuleInfo.get(source.value, context)
      if (!imported || imported.path === fileName || isExternal(imported.path)) return
      const runtime = !isTypeOnly(importer)
      if (runtime && findRoute(imported, fileName, true, deadRuntime)) return
      const route = findRoute(imported, fileName, false, deadAll)
      if (!route) return
      context.report({
        node: importer,
        messageId: 'cycle',
        data: { route: [fileName, imported.path, ...route].map(relative).join(' → ') },
      })
    })
  },
}
