/** Words and phrases tournament titles, time controls and descriptions are made of. */
export interface Title {
  ru: string;
  en: string;
}

export const LONG: readonly string[] = ['90 мин + 5×30 сек (бёёми)', '120 мин + 5×60 сек (бёёми)'];
export const STANDARD: readonly string[] = [
  '60 мин + 3×30 сек (бёёми)',
  'Фишер: 45 мин + 15 сек',
  'Канадское: 45 мин + 15 ходов за 5 мин',
];
export const FAST: readonly string[] = [
  '40 мин + 3×30 сек (бёёми)',
  'Фишер: 25 мин + 10 сек',
  '30 мин + 3×20 сек (бёёми)',
];
export const ONLINE: readonly string[] = ['Фишер: 30 мин + 20 сек', '40 мин + 5×30 сек (бёёми)'];
export const BLITZ: readonly string[] = ['10 мин + 3×10 сек (бёёми)', 'Фишер: 5 мин + 5 сек'];

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
