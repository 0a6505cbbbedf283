/** EGD files write 'XX' for an unknown country and 'xxx' or 'xxxx' for no club. */
export function countryCode(text: string): string | undefined {
  const code = text.trim();
  return code === '' || code.toUpperCase() === 'XX' ? undefined : code;
}

export function clubName(text: string): string | undefined {
  const club = text.trim();
  return club === '' || /^x+$/i.test(club) ? undefined : club;
}
