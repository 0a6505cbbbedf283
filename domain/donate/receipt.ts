/**
 * The receipt (54-FZ fiscal data) the payment form hands to T-Bank's widget in its `receipt`
 * field, as the spec's section 3 builds it. Price and Amount are kopecks written as the typed
 * whole roubles with '00' appended, strings as in the provider's form example (its widget
 * normalises them); the amount is therefore always whole roubles (see payment-form.ts).
 */
export interface DonationReceiptItem {
  Name: string;
  Price: string;
  Quantity: 1;
  Amount: string;
  PaymentMethod: 'full_payment';
  PaymentObject: 'another';
  Tax: 'none';
  MeasurementUnit: 'pc';
}

export interface DonationReceipt {
  Email?: string;
  Phone?: string;
  Taxation: 'usn_income_outcome';
  FfdVersion: '1.2';
  Items: [DonationReceiptItem];
}

/** The item's name when the form has no description: the word for a donation (the receipt is Russian). */
export const DONATION_DEFAULT_ITEM_NAME = 'Пожертвование';

export interface DonationReceiptInput {
  /** whole roubles, digits only (checked by checkDonationForm) */
  amount: string;
  description: string;
  email: string;
  phone: string;
}

/** The receipt for one donation; Email and Phone only when the form has them. */
export function donationReceipt(input: DonationReceiptInput): DonationReceipt {
  const kopecks = `${input.amount.trim()}00`;
  const email = input.email.trim();
  const phone = input.phone.trim();
  return {
    ...(email ? { Email: email } : {}),
    ...(phone ? { Phone: phone } : {}),
    Taxation: 'usn_income_outcome',
    FfdVersion: '1.2',
    Items: [
      {
        Name: input.description.trim() || DONATION_DEFAULT_ITEM_NAME,
        Price: kopecks,
        Quantity: 1,
        Amount: kopecks,
        PaymentMethod: 'full_payment',
        PaymentObject: 'another',
        Tax: 'none',
        MeasurementUnit: 'pc',
      },
    ],
  };
}
