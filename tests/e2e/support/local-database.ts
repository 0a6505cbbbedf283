import type { Page } from 'playwright-core';

/** The app's IndexedDB database (pwa/src/lib/db.ts). */
const DATABASE_NAME = 'go-federation';

/**
 * How many rows a table of the app's IndexedDB holds, read in the page; 0 while the app has not
 * created its database (it is never created from here, which would get in Dexie's way).
 */
export async function localRowCount(
  page: Page,
  table: 'players' | 'tournaments' | 'locations' | 'cache',
): Promise<number> {
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
