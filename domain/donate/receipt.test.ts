import { describe, expect, it } from 'vitest';
import { DONATION_DEFAULT_ITEM_NAME, donationReceipt } from './receipt';

const ITEM_RULES = {
  Quantity: 1,
  PaymentMethod: 'full_payment',
  PaymentObject: 'another',
  Tax: 'none',
  MeasurementUnit: 'pc',
} as const;

describe('donationReceipt', () => {
  it('builds the spec receipt for 500 roubles with an e-mail: Price and Amount as "50000"', () => {
    const receipt = donationReceipt({
      amount: '500',
      description: 'Пожертвование',
      email: 'donor@example.org',
      phone: '',
    });
    expect(receipt).toEqual({
      Email: 'donor@example.org',
      Taxation: 'usn_income_outcome',
      FfdVersion: '1.2',
      Items: [{ Name: 'Пожертвование', Price: '50000', Amount: '50000', ...ITEM_RULES }],
    });
    expect(JSON.stringify(receipt)).toBe(
      '{"Email":"donor@example.org","Taxation":"usn_income_outcome","FfdVersion":"1.2",' +
        '"Items":[{"Name":"Пожертвование","Price":"50000","Quantity":1,"Amount":"50000",' +
        '"PaymentMethod":"full_payment","PaymentObject":"another","Tax":"none","MeasurementUnit":"pc"}]}',
    );
  });

  it('takes the phone when there is no e-mail, and has no EmailCompany', () => {
    const receipt = donationReceipt({
      amount: '1',
      description: 'Взнос',
      email: ' ',
      phone: '+7 900 123-45-67',
    });
    expect(receipt).toEqual({
      Phone: '+7 900 123-45-67',
      Taxation: 'usn_income_outcome',
      FfdVersion: '1.2',
      Items: [{ Name: 'Взнос', Price: '100', Amount: '100', ...ITEM_RULES }],
    });
    expect(receipt).not.toHaveProperty('EmailCompany');
    expect(receipt).not.toHaveProperty('Email');
  });

  it('keeps both the e-mail and the phone when both are given', () => {
    const receipt = donationReceipt({
      amount: '1500',
      description: '',
      email: 'a@b.ru',
      phone: '89001234567',
    });
    expect(receipt.Email).toBe('a@b.ru');
    expect(receipt.Phone).toBe('89001234567');
    expect(receipt.Items[0].Price).toBe('150000');
  });

  it('names the item with the word for a donation when there is no description', () => {
    expect(DONATION_DEFAULT_ITEM_NAME).toBe('Пожертвование');
    const receipt = donationReceipt({
      amount: '70',
      description: '  ',
      email: 'x@y.ru',
      phone: '',
    });
    expect(receipt.Items[0].Name).toBe('Пожертвование');
    expect(receipt.Items[0].Amount).toBe('7000');
  });
});
