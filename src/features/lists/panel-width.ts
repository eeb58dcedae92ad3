/**
 * The widths (px) of the tab's panel, not the window's (a console's sidebar is narrow on a wide
 * screen), where the list's toolbar changes. From WIDE_FROM every control shows directly (the
 * toolbar's widest row, search, status, Compare, Chart, Columns and the exports, is about
 * 1,190 px; the search gives way down to here). From MEDIUM_FROM the filters go behind "Filters"
 * and the actions stay in sight, as do the refresh controls beside the tabs (tabs and refresh
 * controls take about 885 px). Narrower, the toolbar is one row of search, "Filters" and "More",
 * and the refresh controls leave the tabs' line for "More".
 */
export const MEDIUM_FROM = 900
export const WIDE_FROM = 1080
