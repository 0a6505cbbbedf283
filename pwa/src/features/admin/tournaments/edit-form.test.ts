import { describe, expect, it } from 'vitest';
import type { AdminTournament } from '@sync/contract/admin-tournaments';
import { editErrors, editOf, formOf } from './edit-form';

const tournament = {
  id: 1,
  title: 'Кубок',
  titleLatin: 'Cup',
  startDate: '2024-05-01',
  endDate: '2024-05-02',
  location: null,
  rounds: 5,
  handicapRule: null,
  komi: 6.5,
  ranked: true,
  online: false,
  description: null,
} as unknown as AdminTournament;

describe('the tournament edit form', () => {
  it('finds nothing wrong with the stored facts and sends nothing unchanged', () => {
    const form = formOf(tournament);
    expect(editErrors(form)).toEqual({});
    expect(editOf(form, tournament)).toEqual({});
  });

  it('refuses an empty title, an end before the start, rounds and komi that are not numbers', () => {
    const form = {
      ...formOf(tournament),
      title: '  ',
      endDate: '2024-04-30',
      rounds: '2.5',
      komi: 'x',
    };
    expect(editErrors(form)).toEqual({
      title: 'required',
      endDate: 'endBeforeStart',
      rounds: 'number',
      komi: 'number',
    });
  });

  it('sends only the changes, empty texts and komi as null', () => {
    const form = {
      ...formOf(tournament),
      title: ' Кубок 2 ',
      komi: '',
      rounds: '7',
      ranked: false,
    };
    expect(editOf(form, tournament)).toEqual({
      title: 'Кубок 2',
      komi: null,
      rounds: 7,
      ranked: false,
    });
  });
});
