import type { Page } from 'playwright-core';

/** The app's IndexedDB database (pwa/src/lib/db.ts). */
const DATABASE_NAME = 'go-federation';

/**
 * How many rows a table of the app's IndexedDB holds, read in the page; 0 while the app has not
 * created its database (it is never created from here, which would get in Dexie's way).
 */
type LocalTable = 'players' | 'tournaments' | 'locations' | 'cache';

export async function localRowCount(page: Page, table: LocalTable): Promise<number> {
  return page.evaluate(
    async ({ name, store }) => {
      const known = await indexedDB.databases();
      if (!known.some((db) => db.name === name)) return 0;
      return new Promise<number>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onerror = () => reject(request.error ?? new Error('indexedDB.open failed'));
        request.onsuccess = () => {
          const db = request.result;
          if (!db.objectStoreNames.contains(store)) {
            db.close();
            resolve(0);
            return;
          }
          const count = db.transaction(store).objectStore(store).count();
          count.onerror = () => reject(count.error ?? new Error('count failed'));
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
        };
      });
    },
    { name: DATABASE_NAME, store: table },
  );
}

/** One row of a table of the app's IndexedDB by its key, read in the page, or null. */
export async function localRow<T>(
  page: Page,
  table: LocalTable,
  key: string | number,
): Promise<T | null> {
  const row: unknown = await page.evaluate(
    async ({ name, store, id }) =>
      new Promise<unknown>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onerror = () => reject(request.error ?? new Error('indexedDB.open failed'));
        request.onsuccess = () => {
          const db = request.result;
          const get = db.transaction(store).objectStore(store).get(id);
          get.onerror = () => reject(get.error ?? new Error('get failed'));
          get.onsuccess = () => {
            db.close();
            resolve(get.result ?? null);
          };
        };
      }),
    { name: DATABASE_NAME, store: table, id: key },
  );
  return row as T | null;
}
