/**
 * The spec's general breakpoint for scripts, as written in styles/breakpoints.css (a unit test
 * keeps the two alike): a phone is narrower than 768 px.
 */
export const PHONE_QUERY = '(max-width: 767px)';
