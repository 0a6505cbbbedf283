/**
 * The rule sets a game or tournament is played under, as the SGF format names them (RU:
 * Japanese, Chinese, Korean, AGA, GOE for Ing, NZ for New Zealand), in lower case.
 */
export const GO_RULES = ['japanese', 'chinese', 'korean', 'aga', 'goe', 'nz'] as const;

export type GoRules = (typeof GO_RULES)[number];
