/** A page of a list endpoint: the rows asked for and how many match in all. */
export interface Page<T> {
  items: T[];
  total: number;
  limit: number;
  offset: number;
}

export interface NamedRef {
  id: number;
  name: string;
  nameLatin: string;
}

/** A player named in another resource: a standing, an opponent, a game. */
export interface PlayerRef {
  id: number;
  lastName: string;
  firstName: string;
  lastNameLatin: string;
  firstNameLatin: string;
}

export interface CountryRef extends NamedRef {
  code: string | null;
}
