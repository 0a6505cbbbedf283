import { describe, expect, it } from 'vitest';
import {
  checkDonationForm,
  DONATION_MESSAGES,
  donationOrderId,
  normalisedAmount,
} from './payment-form';

const FILLED = { amount: '500', name: 'Иван Петров', email: 'ivan@example.org', phone: '' };

describe('checkDonationForm', () => {
  it('lets a filled form go', () => {
    expect(checkDonationForm(FILLED)).toEqual({});
    expect(checkDonationForm({ ...FILLED, email: '', phone: '+79001234567' })).toEqual({});
  });

  it('requires the amount and the full name', () => {
    expect(checkDonationForm({ ...FILLED, amount: ' ', name: '' })).toEqual({
      amount: 'amountRequired',
      name: 'nameRequired',
    });
  });

  it('says the spec text when both the e-mail and the phone are empty', () => {
    expect(checkDonationForm({ ...FILLED, email: '', phone: ' ' })).toEqual({
      contact: 'contactRequired',
    });
    expect(DONATION_MESSAGES.contactRequired).toBe('The E-mail or Phone field cannot be empty');
  });

  it('takes whole roubles from 1 to 1000000 only', () => {
    for (const amount of ['0', '12.5', '1,5', '-3', '1e3', 'abc', '1000001'])
      expect(checkDonationForm({ ...FILLED, amount }).amount).toBe('amountInvalid');
    for (const amount of ['1', '500', ' 0500 ', '1000000'])
      expect(checkDonationForm({ ...FILLED, amount }).amount).toBeUndefined();
    expect(DONATION_MESSAGES.amountInvalid).toBe('Enter whole roubles, from 1 to 1000000');
  });

  it('refuses an e-mail that is not one', () => {
    expect(checkDonationForm({ ...FILLED, email: 'ivan@' })).toEqual({ email: 'emailInvalid' });
  });
});

describe('normalisedAmount', () => {
  it('drops spaces and leading zeros', () => {
    expect(normalisedAmount(' 0500 ')).toBe('500');
    expect(normalisedAmount('7')).toBe('7');
  });
});

describe('donationOrderId', () => {
  it('is the time in milliseconds and three random digits', () => {
    expect(donationOrderId(1_764_000_000_000, 0)).toBe('1764000000000000');
    expect(donationOrderId(1_764_000_000_000, 0.0421)).toBe('1764000000000042');
    expect(donationOrderId(1_764_000_000_000, 0.9999)).toBe('1764000000000999');
  });

  it('differs for two orders in the same millisecond with different random numbers', () => {
    expect(donationOrderId(5, 0.1)).not.toBe(donationOrderId(5, 0.2));
  });
});
