import { checkEmail } from '../account/account-rules';
/** The largest amount the form takes, in roubles (a typo guard, not the provider's limit). */
export const DONATION_MAX_AMOUNT = 1_000_000;

/**
 * The donate dialog's payment form (T-Bank's integration "payment form"): the checks before it
 * goes to the provider's `pay(form)`, with the exact messages (English; the PWA translates them
 * by key), and the hidden fields' values.
 */
export const DONATION_MESSAGES = {
  amountRequired: 'Enter the amount',
  amountInvalid: `Enter whole roubles, from 1 to ${DONATION_MAX_AMOUNT}`,
  nameRequired: 'Enter your full name',
  emailInvalid: 'Enter a valid email address',
  contactRequired: 'The E-mail or Phone field cannot be empty',
} as const;

export type DonationMessageKey = keyof typeof DONATION_MESSAGES;

/** The hidden fields' fixed values: the provider's page in a new window, in Russian. */
export const DONATION_FRAME = 'false';
export const DONATION_LANGUAGE = 'ru';
/** The order's description the provider shows and the receipt's item name comes from. */
export const DONATION_DESCRIPTION = 'Пожертвование';

export interface DonationFormValues {
  amount: string;
  name: string;
  email: string;
  phone: string;
}

export type DonationFormErrors = Partial<
  Record<'amount' | 'name' | 'email' | 'contact', DonationMessageKey>
>;

/** The form's problems by field ('contact': neither e-mail nor phone); empty when it can go. */
export function checkDonationForm(values: DonationFormValues): DonationFormErrors {
  const errors: DonationFormErrors = {};
  const amount = values.amount.trim();
  if (!amount) errors.amount = 'amountRequired';
  else if (!/^\d+$/.test(amount) || !(Number(amount) >= 1 && Number(amount) <= DONATION_MAX_AMOUNT))
    errors.amount = 'amountInvalid';
  if (!values.name.trim()) errors.name = 'nameRequired';
  const email = values.email.trim();
  if (email && checkEmail(email)) errors.email = 'emailInvalid';
  if (!email && !values.phone.trim()) errors.contact = 'contactRequired';
  return errors;
}

/** The amount as the form sends it: whole roubles without leading zeros ('0500' is '500'). */
export function normalisedAmount(amount: string): string {
  return String(Number(amount.trim()));
}

/**
 * A unique order number (the provider's OrderId, at most 36 characters): the time in
 * milliseconds and three random digits, so two donations in the same millisecond still differ.
 */
export function donationOrderId(nowMs: number, random: number): string {
  const suffix = String(Math.floor(random * 1000) % 1000).padStart(3, '0');
  return `${nowMs}${suffix}`;
}
