import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AboutPage, type AboutCard } from './pages/about-page';
import { SiteHeader } from './pages/site-header';
import { SyncIndicator } from './pages/sync-indicator';
import { baseUrl } from './support/base-url';
import { launchBrowser, type Browser } from './support/browser';

const SUPPORT_EMAIL = 'support@gofederation.ru';

interface Expected {
  title: string;
  /** the sections' titles, in order: mission, vision, team, roadmap, offline, contacts */
  sections: [string, string, string, string, string, string];
  mission: string[];
  vision: string[];
  team: string[];
  /** [title, status] of each roadmap card, in order */
  roadmap: Array<[string, string]>;
}

const ENGLISH: Expected = {
  title: 'About the site',
  sections: ['Mission', 'Vision', 'Team', 'Roadmap', 'Works without a connection', 'Contacts'],
  mission: ['Go for everyone', 'Fair ratings', 'Open records', 'Clubs and coaches'],
  vision: [
    'One place for the whole community',
    'Works wherever Go is played',
    'Helps Go grow',
    'From results to live games',
  ],
  team: ['Federation board', 'Ratings commission', 'Developers', 'Volunteers'],
  roadmap: [
    ['Players and ratings', 'Available'],
    ['Rating calculator', 'Available'],
    ['Tournaments', 'Available'],
    ['Games and the SGF viewer', 'Available'],
    ['Statistics', 'Available'],
    ['Works offline', 'Available'],
    ['Accounts', 'Available'],
    ['Account administration', 'Available'],
    ['Online play', 'Available'],
    ['Bots', 'Available'],
    ['Broadcasts', 'Available'],
    ['Tournament tools', 'Available'],
    ['Feedback, donations and an SGF library', 'Available'],
    ['Video to SGF and GoGlass', 'Available'],
  ],
};

const RUSSIAN: Expected = {
  title: 'О сайте',
  sections: ['Миссия', 'Видение', 'Команда', 'Дорожная карта', 'Работает без сети', 'Контакты'],
  mission: ['Го для всех', 'Честный рейтинг', 'Открытые данные', 'Клубы и тренеры'],
  vision: [
    'Одно место для всего сообщества',
    'Работает там, где играют в го',
    'Помогает го расти',
    'От результатов к живой игре',
  ],
  team: ['Правление федерации', 'Рейтинговая комиссия', 'Разработчики', 'Волонтёры'],
  roadmap: [
    ['Игроки и рейтинги', 'Доступно'],
    ['Калькулятор рейтинга', 'Доступно'],
    ['Турниры', 'Доступно'],
    ['Партии и просмотр SGF', 'Доступно'],
    ['Статистика', 'Доступно'],
    ['Работа без сети', 'Доступно'],
    ['Учётные записи', 'Доступно'],
    ['Управление учётными записями', 'Доступно'],
    ['Игра онлайн', 'Доступно'],
    ['Боты', 'Доступно'],
    ['Трансляции', 'Доступно'],
    ['Инструменты для турниров', 'Доступно'],
    ['Отзывы, пожертвования и библиотека SGF', 'Доступно'],
    ['Видео в SGF и GoGlass', 'Доступно'],
  ],
};

/** Every card has a real text (not a translation key) and, on the roadmap only, a status. */
function expectTexts(cards: AboutCard[], withStatus: boolean): void {
  for (const card of cards) {
    expect(card.text.length, card.title).toBeGreaterThan(30);
    expect(card.text).not.toMatch(/\w+\.\w+\.\w+/);
    expect(card.status !== null, card.title).toBe(withStatus);
  }
}

/** The page shows the four sections of cards, then the offline note and the contacts. */
async function expectPage(about: AboutPage, expected: Expected): Promise<void> {
  await about.app.waitForHeading(expected.title);
  expect(await about.sectionTitles()).toEqual(expected.sections);
  const [mission, vision, team, roadmap] = expected.sections;

  const missionCards = await about.cards(mission);
  expect(missionCards.map((card) => card.title)).toEqual(expected.mission);
  expectTexts(missionCards, false);

  const visionCards = await about.cards(vision);
  expect(visionCards.map((card) => card.title)).toEqual(expected.vision);
  expectTexts(visionCards, false);

  const teamCards = await about.cards(team);
  expect(teamCards.map((card) => card.title)).toEqual(expected.team);
  expectTexts(teamCards, false);

  const roadmapCards = await about.cards(roadmap);
  expect(roadmapCards.map((card) => [card.title, card.status])).toEqual(expected.roadmap);
  expectTexts(roadmapCards, true);

  const contacts = about.section(expected.sections[5]);
  expect(await contacts.getByRole('button', { name: SUPPORT_EMAIL }).count()).toBe(1);
}

describe('the about page', () => {
  let browser: Browser;
  let about: AboutPage;
  let header: SiteHeader;

  beforeAll(async () => {
    browser = await launchBrowser();
    about = new AboutPage(browser.page, baseUrl());
    header = new SiteHeader(browser.page);
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('shows mission, vision, team and roadmap as cards in Russian, then in English once switched', async () => {
    await about.open('?lng=ru');
    await expectPage(about, RUSSIAN);
    await expect.poll(() => browser.page.title()).toMatch(/^О сайте — /);

    await header.chooseLanguage('en');
    await expectPage(about, ENGLISH);
    await expect.poll(() => browser.page.title()).toMatch(/^About the site — /);
  });

  it('is translated into Chinese too', async () => {
    await about.open('?lng=zh');
    await about.app.waitForHeading('关于本站');
    expect(await about.sectionTitles()).toEqual([
      '使命',
      '愿景',
      '团队',
      '路线图',
      '无网络也能使用',
      '联系方式',
    ]);
    expect(await about.cardTitles('使命')).toEqual([
      '人人都能下围棋',
      '公平的等级分',
      '公开的记录',
      '棋社与教练',
    ]);
    const roadmap = await about.cards('路线图');
    expect(roadmap.find((card) => card.title === '账户')?.status).toBe('已上线');
    expect(roadmap.find((card) => card.title === '在线对弈')?.status).toBe('已上线');
    expect(roadmap.find((card) => card.title === '直播')?.status).toBe('已上线');
    expect(roadmap.find((card) => card.title === '视频转 SGF 与 GoGlass')?.status).toBe('已上线');
  });

  it('has one h1, an h2 per section and an h3 per card, for screen readers', async () => {
    await about.open('?lng=en');
    await about.app.waitForHeading(ENGLISH.title);
    const cards = [ENGLISH.mission, ENGLISH.vision, ENGLISH.team, ENGLISH.roadmap].flat().length;
    expect(await about.headingCounts()).toEqual([1, ENGLISH.sections.length, cards, 0]);
    expect(await about.root.locator('li.about-card').count()).toBe(cards);
    // every card's heading is inside its own card
    expect(await about.root.locator('li.about-card h3').count()).toBe(cards);
  });

  it('links the roadmap items that exist to their pages', async () => {
    await about.open('?lng=en');
    await about.app.waitForHeading(ENGLISH.title);
    const roadmap = ENGLISH.sections[3];
    const links = about.section(roadmap).getByRole('link');
    expect(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))).toEqual([
      '/players',
      '/calculator',
      '/tournaments',
      '/games',
      '/statistics',
      '/server',
      '/server/bot',
      '/broadcasts',
      '/games/records',
      '/games/video',
    ]);
    expect(await about.cardLink(roadmap, 'Works offline').count()).toBe(0);
    expect(await about.cardLink(roadmap, 'Accounts').count()).toBe(0);
    // the admin's tools are for administrators only: built, but not linked
    expect(await about.cardLink(roadmap, 'Tournament tools').count()).toBe(0);
    expect(await about.cardLink(roadmap, 'Video to SGF and GoGlass').count()).toBe(1);
    await about.cardLink(roadmap, 'Players and ratings').click();
    await about.app.waitForPath('/players');
    await about.open('?lng=en');
    await about.app.waitForHeading(ENGLISH.title);
    await about.cardLink(roadmap, 'Online play').click();
    await about.app.waitForPath('/server');
  });

  it('fits a 360 px phone: one column of cards and no horizontal scroll', async () => {
    await browser.page.setViewportSize({ width: 360, height: 740 });
    try {
      for (const [lng, expected] of [
        ['ru', RUSSIAN],
        ['en', ENGLISH],
      ] as const) {
        await about.open(`?lng=${lng}`);
        await about.app.waitForHeading(expected.title);
        expect(await about.app.hasHorizontalOverflow(), lng).toBe(false);
        const edges = await about.cardEdges();
        expect(new Set(edges.map((edge) => Math.round(edge.left))).size, lng).toBe(1);
        for (const edge of edges) {
          expect(edge.left).toBeGreaterThanOrEqual(0);
          expect(edge.right).toBeLessThanOrEqual(360);
        }
      }
    } finally {
      await browser.page.setViewportSize({ width: 1280, height: 720 });
    }
  });

  it('puts several cards in a row on a desktop', async () => {
    await about.open('?lng=en');
    await about.app.waitForHeading(ENGLISH.title);
    const edges = await about.cardEdges();
    expect(new Set(edges.map((edge) => Math.round(edge.left))).size).toBeGreaterThan(1);
  });
});

describe('the about page offline after one visit', () => {
  let browser: Browser;
  let about: AboutPage;

  beforeAll(async () => {
    browser = await launchBrowser();
    about = new AboutPage(browser.page, baseUrl());
  });

  afterAll(async () => {
    await browser?.context.setOffline(false);
    await browser?.close();
  });

  it('reloads from the service worker with no network, in English and in Russian', async () => {
    await about.open('?lng=en');
    await about.app.waitForHeading(ENGLISH.title);
    await about.waitForOfflineReady('en');
    // The first sync finishes before the network goes, as a visitor's would while reading.
    await new SyncIndicator(browser.page).waitForSynced();

    await browser.context.setOffline(true);
    const response = await about.app.reload();
    expect(response?.fromServiceWorker()).toBe(true);
    await expectPage(about, ENGLISH);

    // Russian, the default language, is kept with the app itself.
    await about.open('?lng=ru');
    await expectPage(about, RUSSIAN);
  });
});
