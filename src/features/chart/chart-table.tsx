import { binFigures } from './bin-figures'
import { binLabel } from './bin-labels'
import type { UploadBins } from './chart-bins'

const headers = ['Period', 'Complete', 'Uploading', 'Stale', 'Complete size', 'Complete to date']

/** The chart's bars as a table, for screen readers: the same figures, no picture needed. */
export function ChartTable({ bins, noun }: { bins: UploadBins; noun: string }) {
  return (
    <table className="sr-only">
      <caption>
        {noun} per {bins.unit}
      </caption>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {bins.bins.map((bin) => (
          <tr key={bin.firstDay}>
            <th scope="row">{binLabel(bins.unit, bin.firstDay)}</th>
            {binFigures(bin).map(([header, value]) => (
              <td key={header}>{value}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
