/** Comments a demo record may carry, as a club player might write them. */
export const COMMENTS: readonly string[] = [
  'Хороший ход.',
  'Сомнительно: лучше было защитить угол.',
  'Начинается борьба за центр.',
  'Чёрные перехватывают инициативу.',
  'Белые отвечают спокойно.',
  'Ключевой момент партии.',
  'Острая борьба в углу.',
  'Здесь стоило сыграть в другом месте.',
  'Группа ещё не живёт.',
  'Ошибка в ёсэ.',
];

export const VARIATION_COMMENTS: readonly string[] = [
  'Вариант: так было бы сильнее.',
  'Вариант, который разбирали после партии.',
  'Другой путь: атака сразу.',
];

/** the comment on the last move of a record that ends in a resignation, by who resigned */
export const RESIGNED: Record<'B' | 'W', string> = {
  B: 'Чёрные сдались.',
  W: 'Белые сдались.',
};
