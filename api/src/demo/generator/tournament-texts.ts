import type { TimeControl } from '@domain/time-control';

/** Words and phrases tournament titles, time controls and descriptions are made of. */
export interface Title {
  ru: string;
  en: string;
}

const byoyomi = (minutes: number, periods: number, seconds: number): TimeControl => ({
  mainSeconds: minutes * 60,
  overtime: { kind: 'byoyomi', periods, seconds },
});
const fischer = (minutes: number, incrementSeconds: number): TimeControl => ({
  mainSeconds: minutes * 60,
  overtime: { kind: 'fischer', incrementSeconds },
});
const canadian = (minutes: number, moves: number, blockMinutes: number): TimeControl => ({
  mainSeconds: minutes * 60,
  overtime: { kind: 'canadian', moves, seconds: blockMinutes * 60 },
});

export const LONG: readonly TimeControl[] = [byoyomi(90, 5, 30), byoyomi(120, 5, 60)];
export const STANDARD: readonly TimeControl[] = [
  byoyomi(60, 3, 30),
  fischer(45, 15),
  canadian(45, 15, 5),
];
export const FAST: readonly TimeControl[] = [
  byoyomi(40, 3, 30),
  fischer(25, 10),
  byoyomi(30, 3, 20),
];
export const ONLINE: readonly TimeControl[] = [fischer(30, 20), byoyomi(40, 5, 30)];
export const BLITZ: readonly TimeControl[] = [byoyomi(10, 3, 10), fischer(5, 5)];

export const SEASONS: readonly Title[] = [
  { ru: 'зима', en: 'winter' },
  { ru: 'весна', en: 'spring' },
  { ru: 'лето', en: 'summer' },
  { ru: 'осень', en: 'autumn' },
];

/** Weekend tournament names by season (winter first), then ones for any time of year. */
export const SEASONAL_WEEKEND_NAMES: readonly Title[] = [
  { ru: 'Зимний', en: 'Winter' },
  { ru: 'Весенний', en: 'Spring' },
  { ru: 'Летний', en: 'Summer' },
  { ru: 'Осенний', en: 'Autumn' },
];

export const WEEKEND_NAMES: readonly Title[] = [
  { ru: 'Дебют', en: 'Debut' },
  { ru: 'Старт', en: 'Start' },
  { ru: 'Тэнгэн', en: 'Tengen' },
  { ru: 'Хоси', en: 'Hoshi' },
  { ru: 'Сэнтэ', en: 'Sente' },
  { ru: 'Белый камень', en: 'White Stone' },
  { ru: 'Чёрный камень', en: 'Black Stone' },
];

export const MEMORIALS: readonly Title[] = [
  { ru: 'Виктора Баранова', en: 'Viktor Baranov' },
  { ru: 'Анатолия Смирнова', en: 'Anatoly Smirnov' },
  { ru: 'Николая Орлова', en: 'Nikolay Orlov' },
  { ru: 'Ирины Соколовой', en: 'Irina Sokolova' },
  { ru: 'Геннадия Лебедева', en: 'Gennady Lebedev' },
  { ru: 'Бориса Воронцова', en: 'Boris Vorontsov' },
];

export const DESCRIPTIONS: readonly string[] = [
  'Регистрация участников с 9:30, начало первого тура в 10:00.',
  'Турнир проводится по системе Мак-Магона. Взнос 500 ₽, для детей и пенсионеров бесплатно.',
  'Призы победителям и лучшим в группах. Доски и часы предоставляют организаторы.',
  'Отборочный этап к чемпиону России: лучшие участники получают право играть в высшей лиге.',
  'Партии первых досок транслируются онлайн.',
  'Просим участников заранее подтвердить участие у главного судьи.',
];

export const ONLINE_DESCRIPTIONS: readonly string[] = [
  'Игра на сервере OGS; ники участников сообщаются организатору до начала тура.',
  'Один тур в неделю, время партии согласуется соперниками в течение недели.',
];
