import type { AdminTournament, TournamentEdit } from '@sync/contract/admin-tournaments';

/** The edit dialog's fields as typed. */
export interface EditForm {
  title: string;
  titleLatin: string;
  startDate: string;
  endDate: string;
  locationId: number | null;
  rounds: string;
  handicapRule: string;
  komi: string;
  ranked: boolean;
  online: boolean;
  description: string;
}

export type EditField = keyof EditForm;
export type EditErrors = Partial<Record<EditField, 'required' | 'endBeforeStart' | 'number'>>;

export function formOf(tournament: AdminTournament): EditForm {
  return {
    title: tournament.title,
    titleLatin: tournament.titleLatin,
    startDate: tournament.startDate,
    endDate: tournament.endDate,
    locationId: tournament.location?.id ?? null,
    rounds: String(tournament.rounds),
    handicapRule: tournament.handicapRule ?? '',
    komi: tournament.komi === null ? '' : String(tournament.komi),
    ranked: tournament.ranked,
    online: tournament.online,
    description: tournament.description ?? '',
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What is wrong with the form, field by field (the server checks it again). */
export function editErrors(form: EditForm): EditErrors {
  const errors: EditErrors = {};
  if (!form.title.trim()) errors.title = 'required';
  if (!form.titleLatin.trim()) errors.titleLatin = 'required';
  if (!DATE.test(form.startDate)) errors.startDate = 'required';
  if (!DATE.test(form.endDate)) errors.endDate = 'required';
  else if (!errors.startDate && form.endDate < form.startDate) errors.endDate = 'endBeforeStart';
  const rounds = Number(form.rounds);
  if (form.rounds.trim() === '' || !Number.isInteger(rounds) || rounds < 0 || rounds > 100) {
    errors.rounds = 'number';
  }
  const komi = Number(form.komi);
  if (form.komi.trim() !== '' && (!Number.isFinite(komi) || Math.abs(komi) > 100)) {
    errors.komi = 'number';
  }
  return errors;
}

/** Only what differs from the tournament, as PATCH /admin/tournaments/{id} takes it. */
export function editOf(form: EditForm, tournament: AdminTournament): TournamentEdit {
  const before = formOf(tournament);
  const edit: TournamentEdit = {};
  if (form.title.trim() !== before.title) edit.title = form.title.trim();
  if (form.titleLatin.trim() !== before.titleLatin) edit.titleLatin = form.titleLatin.trim();
  if (form.startDate !== before.startDate) edit.startDate = form.startDate;
  if (form.endDate !== before.endDate) edit.endDate = form.endDate;
  if (form.locationId !== before.locationId) edit.locationId = form.locationId;
  if (form.rounds !== before.rounds) edit.rounds = Number(form.rounds);
  if (form.handicapRule.trim() !== before.handicapRule) {
    edit.handicapRule = form.handicapRule.trim() || null;
  }
  if (form.komi.trim() !== before.komi) edit.komi = form.komi.trim() ? Number(form.komi) : null;
  if (form.ranked !== before.ranked) edit.ranked = form.ranked;
  if (form.online !== before.online) edit.online = form.online;
  if (form.description !== before.description) edit.description = form.description || null;
  return edit;
}
