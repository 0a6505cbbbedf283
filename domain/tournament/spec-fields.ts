/** The spec's kind of tournament: whether its players play alone or as teams. */
export type TournamentType = 'individual' | 'team';

/** The tournament object's fields under the spec's names (its section 3). */
export interface TournamentSpecFields {
  /** the start date as the spec names it, the same ISO date as startDate */
  StartDate: string;
  /** the year the tournament started */
  year: number;
  type: TournamentType;
}

export function tournamentSpecFields(startDate: string, teamSize: number): TournamentSpecFields {
  return {
    StartDate: startDate,
    year: Number(startDate.slice(0, 4)),
    type: teamSize > 1 ? 'team' : 'individual',
  };
}
