import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UnmatchedPlaces, UnmatchedTournament } from '@sync/contract/admin-places';
import type { LocationItem } from '@sync/contract/locations';
import type { TournamentDetail } from '@sync/contract/tournaments';
import { AdminPlacesPage } from './pages/admin-places-page';
import { apiGet } from './support/api';
import { baseUrl } from './support/base-url';
import { launchBrowser, type Browser } from './support/browser';
import { importIntoServer } from './support/server-import';
import { DEMO_ACCOUNTS, signInThroughApi } from './support/sign-in';

/** Letters only, different each run: h9 names and codes of this file's own tournaments. */
const RUN = Date.now()
  .toString(36)
  .replace(/[^a-z]/g, '')
  .slice(-4)
  .padEnd(4, 'q');

/** A one-round h9 tournament at `place` (country, city text) with two new players. */
function placeH9(code: string, place: string): string {
  return [
    `; TC[${code}]`,
    `; EV[Placetest ${code}]`,
    `; PC[${place}]`,
    '; DT[2024-02-10,2024-02-10]',
    ';',
    '; Pl Name Grd Co Club Wins R1',
    `  1 Zplace${RUN}${code.slice(-1)} Anna   5k RU xxx  1   2+/w0  |`,
    `  2 Zplace${RUN}${code.slice(-1)} Boris  6k RU xxx  0   1-/b0  |`,
    '',
  ].join('\n');
}

/** The English path a place picker shows: 'Russia › Tatarstan › Kazan'. */
function pathOf(id: number, byId: Map<number, LocationItem>): string {
  const names: string[] = [];
  for (let node = byId.get(id); node; node = node.parentId ? byId.get(node.parentId) : undefined)
    names.unshift(node.nameLatin);
  return names.join(' › ');
}

describe('the admin Places tab: an imported tournament place that matched no city', () => {
  let browser: Browser;
  let places: AdminPlacesPage;
  let city: LocationItem;
  let cityPath: string;
  let text: string;
  const codes = [`PL${RUN}A`, `PL${RUN}B`];

  beforeAll(async () => {
    const locations = await apiGet<LocationItem[]>('locations');
    const byId = new Map(locations.map((l) => [l.id, l]));
    const russia = locations.find((l) => l.code === 'RU')!;
    const found = locations.find(
      (l) =>
        l.kind === 'city' &&
        /^[A-Z][a-z]{4,}$/.test(l.nameLatin) &&
        pathOf(l.id, byId).startsWith('Russia › ') &&
        locations.filter((other) => other.nameLatin === l.nameLatin).length === 1,
    );
    if (!found || !russia) throw new Error('No Russian city with a plain one-word Latin name');
    city = found;
    cityPath = pathOf(city.id, byId);
    // one letter too many: the importer keeps it as text, the page suggests the city
    text = `${city.nameLatin}${city.nameLatin.at(-1)}`;
    for (const code of codes)
      await importIntoServer('h9', `${code}.h9`, placeH9(code, `RU, ${text}`));

    browser = await launchBrowser({ serviceWorkers: 'block' });
    await signInThroughApi(browser.context, DEMO_ACCOUNTS.admin);
    places = new AdminPlacesPage(browser.page, baseUrl());
  });

  afterAll(async () => {
    await browser?.close();
  });

  const unmatched = async (): Promise<UnmatchedPlaces<UnmatchedTournament>> => {
    const response = await browser.context.request.get(
      `${baseUrl()}/api/v1/admin/tournaments/locations`,
    );
    expect(response.status()).toBe(200);
    return (await response.json()) as UnmatchedPlaces<UnmatchedTournament>;
  };

  it('lists the imported tournaments under their raw text, with the city suggested', async () => {
    const group = (await unmatched()).groups.find((g) => g.text === text);
    expect(group?.rows.map((row) => row.title).sort()).toEqual(codes.map((c) => `Placetest ${c}`));
    expect(group?.suggestion).toMatchObject({ location: { id: city.id }, reason: 'similar' });

    await places.open();
    const shown = places.tournamentGroup(text);
    await shown.waitFor();
    expect(await shown.innerText()).toContain(`Suggested: ${city.nameLatin} (similar spelling)`);
    // the suggestion is preselected once the synced place tree is on this device
    await expect.poll(() => places.chosen(shown).innerText()).toBe(cityPath);
  });

  it('reads at 360 px without a horizontal scroll bar', async () => {
    await browser.page.setViewportSize({ width: 360, height: 800 });
    try {
      await places.tournamentGroup(text).scrollIntoViewIfNeeded();
      expect(await places.app.hasHorizontalOverflow()).toBe(false);
    } finally {
      await browser.page.setViewportSize({ width: 1280, height: 720 });
    }
  });

  it("shows 'Failed to update tournament locations' when the place can't take tournaments", async () => {
    const shown = places.tournamentGroup(text);
    await places.pick(shown, text, 'Russia', 'Russia');
    expect(await places.chosen(shown).innerText()).toBe('Russia');
    await shown
      .getByRole('button', { name: new RegExp(`^Set place of Placetest ${codes[0]}`) })
      .click();
    await expect
      .poll(() => places.alert(shown).innerText())
      .toBe('Failed to update tournament locations');
    const group = (await unmatched()).groups.find((g) => g.text === text);
    expect(group?.rows).toHaveLength(2);
  });

  it('fixes every tournament with the text in one step, with the keyboard', async () => {
    const shown = places.tournamentGroup(text);
    const ids = (await unmatched()).groups.find((g) => g.text === text)!.rows.map((r) => r.id);
    const picker = places.picker(shown, text);
    await picker.fill(city.nameLatin);
    await shown.getByRole('option').first().waitFor();
    // the exact name's option, reached with the arrows and taken with Enter
    const options = await shown.getByRole('option').allInnerTexts();
    const index = options.findIndex((option) => option.startsWith(cityPath));
    expect(index).toBeGreaterThanOrEqual(0);
    for (let step = 0; step < index; step++) await picker.press('ArrowDown');
    await picker.press('Enter');
    expect(await places.chosen(shown).innerText()).toBe(cityPath);

    await places.fixAll(shown, 2).focus();
    await browser.page.keyboard.press('Enter');
    await places.tournamentsSummary.filter({ hasText: 'Fixed 2 rows.' }).waitFor();
    await shown.waitFor({ state: 'detached' });
    expect((await unmatched()).groups.find((g) => g.text === text)).toBeUndefined();

    for (const id of ids) {
      const detail = await apiGet<TournamentDetail>(`tournaments/${id}`);
      expect(detail.city?.id, `tournament ${id}`).toBe(city.id);
    }
  });

  it('adds a text nothing resembles as a new city of its country, in one step', async () => {
    const code = `PL${RUN}C`;
    const nowhere = `Zq${RUN}grad`;
    await importIntoServer('h9', `${code}.h9`, placeH9(code, `RU, ${nowhere}`));
    const [id] = (await unmatched()).groups.find((g) => g.text === nowhere)!.rows.map((r) => r.id);
    await places.open();
    const shown = places.tournamentGroup(nowhere);
    expect(await shown.innerText()).toContain('No similar city found: pick one.');
    await shown
      .getByRole('button', {
        name: `Add “${nowhere}” as a new city of Russia and put them there`,
        exact: true,
      })
      .click();
    await places.tournamentsSummary.filter({ hasText: 'Fixed 1 row.' }).waitFor();
    await shown.waitFor({ state: 'detached' });
    const detail = await apiGet<TournamentDetail>(`tournaments/${id}`);
    expect(detail.city).toMatchObject({ nameLatin: nowhere });
  });
});

describe('the admin Places tab: cities of its own added, renamed and merged', () => {
  let browser: Browser;
  let places: AdminPlacesPage;
  const first = `Placetown ${RUN}`;
  const second = `Placeville ${RUN}`;
  /** Cyrillic names: in the Russian order of /locations they come after the demo's first cities */
  const russian = { [first]: `Тестоград ${RUN}`, [second]: `Тестовск ${RUN}` };

  beforeAll(async () => {
    browser = await launchBrowser({ serviceWorkers: 'block' });
    await signInThroughApi(browser.context, DEMO_ACCOUNTS.admin);
    places = new AdminPlacesPage(browser.page, baseUrl());
    await places.open();
  });

  afterAll(async () => {
    await browser?.close();
  });

  const cityNamed = async (nameLatin: string) =>
    (await apiGet<LocationItem[]>('locations')).find((l) => l.nameLatin === nameLatin);

  it('adds two cities under Russia', async () => {
    const form = places.citiesForm('Add a city or region');
    for (const name of [first, second]) {
      await places.pickIn(form, 'Under (country or region)', 'Russia', 'Russia');
      await form.getByLabel('Name in Russian', { exact: true }).fill(russian[name]);
      await form.getByLabel('Name in English', { exact: true }).fill(name);
      await form.getByRole('button', { name: 'Add', exact: true }).click();
      await places.citiesSummary.filter({ hasText: `Added ${name}.` }).waitFor();
    }
    expect(await cityNamed(first)).toMatchObject({ kind: 'city', name: russian[first] });
  });

  it('refuses a name with digits, and says why', async () => {
    const form = places.citiesForm('Add a city or region');
    await places.pickIn(form, 'Under (country or region)', 'Russia', 'Russia');
    await form.getByLabel('Name in Russian', { exact: true }).fill('Town 17');
    await form.getByLabel('Name in English', { exact: true }).fill('Town 17');
    await form.getByRole('button', { name: 'Add', exact: true }).click();
    await expect
      .poll(() => form.getByRole('alert').innerText())
      .toBe('A place name may contain only letters, spaces, dashes, apostrophes and dots');
  });

  it('renames one in English only', async () => {
    const form = places.citiesForm('Rename');
    await places.pickIn(form, 'Place', second, `Russia › ${second}`);
    const english = form.getByLabel('Name in English', { exact: true });
    await expect.poll(() => english.inputValue()).toBe(second);
    await english.fill(`${second} New`);
    await form.getByRole('button', { name: 'Rename', exact: true }).click();
    await places.citiesSummary.filter({ hasText: `Renamed: ${second} New.` }).waitFor();
    expect(await cityNamed(`${second} New`)).toMatchObject({ name: russian[second] });
  });

  it('merges the duplicate after a confirmation that says what moves', async () => {
    const duplicate = (await cityNamed(first))!;
    const form = places.citiesForm('Merge a duplicate');
    await places.pickIn(form, 'Duplicate (will be deleted)', first, `Russia › ${first}`);
    await places.pickIn(form, 'Merge into', `${second} New`, `Russia › ${second} New`);
    await form.getByRole('button', { name: 'Merge…', exact: true }).click();
    const dialog = browser.page.getByRole('dialog', { name: 'Merge the places?' });
    expect(await dialog.innerText()).toContain(
      `Russia › ${first} will be deleted. Its 0 players, 0 tournaments, 0 accounts and 0 cities ` +
        `move to Russia › ${second} New.`,
    );
    await dialog.getByRole('button', { name: 'Merge', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await places.citiesSummary.filter({ hasText: `merged into Russia › ${second} New` }).waitFor();
    const ids = (await apiGet<LocationItem[]>('locations')).map((l) => l.id);
    expect(ids).not.toContain(duplicate.id);
  });
});
