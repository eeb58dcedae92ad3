import { renderToStaticMarkup } from 'react-dom/server'
import { PageShell } from '../src/app/page-shell.tsx'

/** The page shell as HTML, for index.html (page-shell-plugin.ts). */
export const renderPageShell = () => renderToStaticMarkup(<PageShell />)
