// The same console without the panel: what the panel adds is measured against this page.
export default function Baseline() {
  return (
    <main>
      <h1>Console</h1>
      <p>No panel here.</p>
    </main>
  )
}
