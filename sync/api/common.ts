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

export interface CountryRef extends NamedRef {
  code: string | null;
}
