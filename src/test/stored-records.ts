/**
 * What the device's list store holds, read as a test reads it (database `game-assets`, store
 * `stored-lists`): every record's key, or `value` put under `key` as another version of the
 * dashboard, or a tamperer, would have left it.
 */
function withStore<T>(mode: IDBTransactionMode, ask: (store: IDBObjectStore) => IDBRequest<T>) {
  return new Promise<T>((resolve, reject) => {
    const open = indexedDB.open('game-assets')
    open.onupgradeneeded = () => open.result.createObjectStore('stored-lists')
    open.onsuccess = () => {
      const made = ask(open.result.transaction('stored-lists', mode).objectStore('stored-lists'))
      made.transaction!.oncomplete = () => {
        open.result.close()
        resolve(made.result)
      }
      made.transaction!.onerror = () => reject(made.transaction!.error)
    }
  })
}

/** Every record's key: the heads (strings), the parts (arrays) and the store's own (0). */
export const storedRecords = () => withStore('readonly', (store) => store.getAllKeys())

/** Puts a record as another version of the dashboard, or a tamperer, would have left it. */
export const plantRecord = (key: IDBValidKey, value: unknown) =>
  withStore('readwrite', (store) => store.put(value, key)).then(() => undefined)
