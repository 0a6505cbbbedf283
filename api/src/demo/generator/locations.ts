import type { DemoLocation } from './demo-types';

/** [name, genitive (for titles: Кубок Москвы), Latin name, relative share of players] */
type CityRow = readonly [string, string, string, number];

interface RegionRow {
  name: string;
  genitive: string;
  latin: string;
  cities: readonly CityRow[];
}

interface CountryRow {
  name: string;
  latin: string;
  code: string;
  regions: readonly RegionRow[];
}

export interface DemoCity {
  key: number;
  regionKey: number;
  countryCode: string;
  name: string;
  genitive: string;
  latin: string;
  regionGenitive: string;
  regionLatin: string;
  /** relative share of players and of tournaments held */
  weight: number;
}

export interface LocationSet {
  locations: DemoLocation[];
  cities: DemoCity[];
}

const region = (name: string, genitive: string, latin: string, cities: CityRow[]): RegionRow => ({
  name,
  genitive,
  latin,
  cities,
});

const COUNTRIES: readonly CountryRow[] = [
  {
    name: 'Россия',
    latin: 'Russia',
    code: 'RU',
    regions: [
      region('Москва', 'Москвы', 'Moscow', [
        ['Москва', 'Москвы', 'Moscow', 300],
        ['Зеленоград', 'Зеленограда', 'Zelenograd', 10],
      ]),
      region('Санкт-Петербург', 'Санкт-Петербурга', 'Saint Petersburg', [
        ['Санкт-Петербург', 'Санкт-Петербурга', 'Saint Petersburg', 150],
        ['Колпино', 'Колпино', 'Kolpino', 5],
      ]),
      region('Московская область', 'Московской области', 'Moscow Oblast', [
        ['Долгопрудный', 'Долгопрудного', 'Dolgoprudny', 12],
        ['Дубна', 'Дубны', 'Dubna', 8],
        ['Королёв', 'Королёва', 'Korolyov', 8],
        ['Химки', 'Химок', 'Khimki', 8],
        ['Подольск', 'Подольска', 'Podolsk', 6],
        ['Жуковский', 'Жуковского', 'Zhukovsky', 5],
      ]),
      region('Ленинградская область', 'Ленинградской области', 'Leningrad Oblast', [
        ['Гатчина', 'Гатчины', 'Gatchina', 4],
        ['Выборг', 'Выборга', 'Vyborg', 3],
      ]),
      region('Новосибирская область', 'Новосибирской области', 'Novosibirsk Oblast', [
        ['Новосибирск', 'Новосибирска', 'Novosibirsk', 40],
        ['Бердск', 'Бердска', 'Berdsk', 4],
      ]),
      region('Свердловская область', 'Свердловской области', 'Sverdlovsk Oblast', [
        ['Екатеринбург', 'Екатеринбурга', 'Yekaterinburg', 35],
        ['Нижний Тагил', 'Нижнего Тагила', 'Nizhny Tagil', 4],
      ]),
      region('Республика Татарстан', 'Республики Татарстан', 'Republic of Tatarstan', [
        ['Казань', 'Казани', 'Kazan', 30],
        ['Набережные Челны', 'Набережных Челнов', 'Naberezhnye Chelny', 6],
      ]),
      region('Краснодарский край', 'Краснодарского края', 'Krasnodar Krai', [
        ['Краснодар', 'Краснодара', 'Krasnodar', 15],
        ['Сочи', 'Сочи', 'Sochi', 8],
        ['Новороссийск', 'Новороссийска', 'Novorossiysk', 4],
      ]),
      region('Нижегородская область', 'Нижегородской области', 'Nizhny Novgorod Oblast', [
        ['Нижний Новгород', 'Нижнего Новгорода', 'Nizhny Novgorod', 20],
        ['Дзержинск', 'Дзержинска', 'Dzerzhinsk', 3],
      ]),
      region('Самарская область', 'Самарской области', 'Samara Oblast', [
        ['Самара', 'Самары', 'Samara', 14],
        ['Тольятти', 'Тольятти', 'Tolyatti', 6],
      ]),
      region('Ростовская область', 'Ростовской области', 'Rostov Oblast', [
        ['Ростов-на-Дону', 'Ростова-на-Дону', 'Rostov-on-Don', 14],
        ['Таганрог', 'Таганрога', 'Taganrog', 4],
      ]),
      region('Челябинская область', 'Челябинской области', 'Chelyabinsk Oblast', [
        ['Челябинск', 'Челябинска', 'Chelyabinsk', 12],
        ['Магнитогорск', 'Магнитогорска', 'Magnitogorsk', 4],
      ]),
      region('Томская область', 'Томской области', 'Tomsk Oblast', [
        ['Томск', 'Томска', 'Tomsk', 12],
      ]),
      region('Пермский край', 'Пермского края', 'Perm Krai', [['Пермь', 'Перми', 'Perm', 12]]),
      region('Воронежская область', 'Воронежской области', 'Voronezh Oblast', [
        ['Воронеж', 'Воронежа', 'Voronezh', 10],
      ]),
      region('Республика Башкортостан', 'Республики Башкортостан', 'Republic of Bashkortostan', [
        ['Уфа', 'Уфы', 'Ufa', 12],
      ]),
      region('Приморский край', 'Приморского края', 'Primorsky Krai', [
        ['Владивосток', 'Владивостока', 'Vladivostok', 10],
      ]),
      region('Красноярский край', 'Красноярского края', 'Krasnoyarsk Krai', [
        ['Красноярск', 'Красноярска', 'Krasnoyarsk', 10],
      ]),
      region('Иркутская область', 'Иркутской области', 'Irkutsk Oblast', [
        ['Иркутск', 'Иркутска', 'Irkutsk', 8],
      ]),
      region('Калининградская область', 'Калининградской области', 'Kaliningrad Oblast', [
        ['Калининград', 'Калининграда', 'Kaliningrad', 8],
      ]),
    ],
  },
  {
    name: 'Беларусь',
    latin: 'Belarus',
    code: 'BY',
    regions: [
      region('Минск', 'Минска', 'Minsk', [['Минск', 'Минска', 'Minsk', 15]]),
      region('Гомельская область', 'Гомельской области', 'Gomel Region', [
        ['Гомель', 'Гомеля', 'Gomel', 4],
      ]),
    ],
  },
  {
    name: 'Казахстан',
    latin: 'Kazakhstan',
    code: 'KZ',
    regions: [
      region('Алматы', 'Алматы', 'Almaty', [['Алматы', 'Алматы', 'Almaty', 10]]),
      region('Карагандинская область', 'Карагандинской области', 'Karaganda Region', [
        ['Караганда', 'Караганды', 'Karaganda', 3],
      ]),
    ],
  },
  {
    name: 'Украина',
    latin: 'Ukraine',
    code: 'UA',
    regions: [
      region('Киев', 'Киева', 'Kyiv', [['Киев', 'Киева', 'Kyiv', 12]]),
      region('Харьковская область', 'Харьковской области', 'Kharkiv Oblast', [
        ['Харьков', 'Харькова', 'Kharkiv', 6],
      ]),
    ],
  },
];

/** The location tree, keyed 1..N depth-first (country, its regions, each followed by its cities). */
export function buildLocations(): LocationSet {
  const locations: DemoLocation[] = [];
  const cities: DemoCity[] = [];
  const add = (row: Omit<DemoLocation, 'key'>): number => {
    const key = locations.length + 1;
    locations.push({ key, ...row });
    return key;
  };
  for (const country of COUNTRIES) {
    const countryKey = add({
      parentKey: null,
      kind: 'country',
      name: country.name,
      nameLatin: country.latin,
      code: country.code,
    });
    for (const r of country.regions) {
      const regionKey = add({
        parentKey: countryKey,
        kind: 'region',
        name: r.name,
        nameLatin: r.latin,
        code: null,
      });
      for (const [name, genitive, latin, weight] of r.cities) {
        const key = add({ parentKey: regionKey, kind: 'city', name, nameLatin: latin, code: null });
        cities.push({
          key,
          regionKey,
          countryCode: country.code,
          name,
          genitive,
          latin,
          regionGenitive: r.genitive,
          regionLatin: r.latin,
          weight,
        });
      }
    }
  }
  return { locations, cities };
}
