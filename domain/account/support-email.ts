/** Where users write about their account: shown in the footer, named in security notices. */
export const SUPPORT_EMAIL = 'support@gofederation.ru';
