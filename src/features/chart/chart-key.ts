/**
 * Where the chart's open or closed state is remembered (localStorage). A module of its own, so
 * the review script opens the chart without loading React beside the build's own.
 */
export const CHART_PREFERENCE_KEY = 'game-assets:chart'
