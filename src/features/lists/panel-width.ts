/**
 * Below this width (px) of the tab's panel, not the window's (a console's sidebar is narrow on a
 * wide screen), the list's toolbar is one row of search, "Filters" and "More", and the refresh
 * controls leave the tabs' line for "More". From it up, every control shows directly: the
 * toolbar's widest row (search, status, Compare, Chart and the exports) is about 1,060 px.
 */
export const COMPACT_BELOW = 1080
