// The benchmark's reference page (see index.html): what a list needs at the least. The list's
// URL comes from the page's own query: ?list=<absolute URL of a builds list>.

const ROW_HEIGHT = 41
const OVERSCAN = 10

const region = document.querySelector('[role="region"]')
const table = region.querySelector('table')
const body = table.querySelector('tbody')

let items = []
let order = []

const byKey = {
  name: (a, b) => (a.display_name < b.display_name ? -1 : a.display_name > b.display_name ? 1 : 0),
  size: (a, b) => a.content_length - b.content_length,
  created: (a, b) => (a.create_ts < b.create_ts ? 1 : a.create_ts > b.create_ts ? -1 : 0),
}

function sortBy(key) {
  const compare = byKey[key]
  order = Array.from(items.keys()).sort((a, b) => compare(items[a], items[b]))
  render()
}

function cell(text, className) {
  const td = document.createElement('td')
  td.textContent = text
  if (className) td.className = className
  return td
}

function spacer(height) {
  const tr = document.createElement('tr')
  tr.setAttribute('aria-hidden', 'true')
  tr.style.height = `${height}px`
  return tr
}

/** Only the rows in view (and a few either side) are in the DOM; spacers keep the scrollbar. */
function render() {
  const first = Math.max(0, Math.floor(region.scrollTop / ROW_HEIGHT) - OVERSCAN)
  const last = Math.min(
    order.length,
    Math.ceil((region.scrollTop + region.clientHeight) / ROW_HEIGHT) + OVERSCAN,
  )
  const rows = [spacer(first * ROW_HEIGHT)]
  for (let index = first; index < last; index++) {
    const item = items[order[index]]
    const tr = document.createElement('tr')
    tr.setAttribute('aria-rowindex', String(index + 2))
    tr.append(
      cell(item.display_name),
      cell(item.complete ? 'Complete' : 'Uploading'),
      cell(`${(item.content_length / 2 ** 20).toFixed(1)} MiB`, 'number'),
      cell(new Date(item.create_ts).toLocaleString()),
      cell(item.build_id),
    )
    rows.push(tr)
  }
  rows.push(spacer((order.length - last) * ROW_HEIGHT))
  body.replaceChildren(...rows)
}

region.addEventListener('scroll', () => requestAnimationFrame(render), { passive: true })
table.querySelector('thead').addEventListener('click', (event) => {
  const key = event.target.closest('button')?.dataset.sort
  if (key) sortBy(key)
})

const list = new URL(window.location.href).searchParams.get('list')
const response = await fetch(list, { headers: { accept: 'application/json' } })
const text = await response.text()
performance.mark('body')
items = JSON.parse(text).builds
performance.mark('parsed')
table.setAttribute('aria-rowcount', String(items.length + 1))
sortBy('created')
