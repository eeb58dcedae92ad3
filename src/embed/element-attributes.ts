import type { ThemeChoice } from '@/app/theme'
import type { ListKind } from '@/model/list-kinds'

/** The open tab's value: a list kind's name (`builds`, `sites`, `avatars`). */
export type TabId = ListKind

/**
 * `<game-assets-panel>`'s attributes, for a console's JSX declaration of the element (React 18's
 * is the console's own; the main entry declares React 19's). React-free, so that the element
 * entry's types stay so. A flag is on when present, whatever its value.
 */
export type GameAssetsPanelAttributes = {
  'api-base-url'?: string | undefined
  'game-id'?: string | undefined
  tab?: TabId | undefined
  theme?: ThemeChoice | undefined
  since?: string | undefined
  'hide-picker'?: boolean | undefined
  'max-list-seconds'?: number | string | undefined
  /** The ids of the columns shown, comma-separated (`name,status,size`). */
  columns?: string | undefined
  /** Present: the last lists are kept on this device (IndexedDB), as the React form's `persist`. */
  persist?: boolean | undefined
  /** Opens this item (a `build_id`, `site_id` or avatar `upload_id`), as React's `itemId` does. */
  'item-id'?: string | undefined
  /** Present: every row offers "Copy link", which fires `itemlink`. */
  'item-links'?: boolean | undefined
}
