import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import {
  checkDonationForm,
  DONATION_DESCRIPTION,
  DONATION_FRAME,
  DONATION_LANGUAGE,
  donationOrderId,
  donationReceipt,
  normalisedAmount,
  type DonationFormErrors,
  type DonationFormValues,
} from '@domain/donate';
import { TextField } from '@pwa/components/text-field';

interface DonateFormProps {
  terminalKey: string;
  onCancel: () => void;
  /** the provider's pay function; null when it has gone (then the init error shows) */
  pay: () => ((form: HTMLFormElement) => void) | null;
  onPayFailed: () => void;
}

const EMPTY: DonationFormValues = { amount: '', name: '', email: '', phone: '' };
const FIELD_ORDER = ['amount', 'name', 'email', 'contact'] as const;

/**
 * T-Bank's integration "payment form": the visible fields, the hidden ones the widget reads
 * (names as the provider expects them), and on submit the receipt (domain/donate) put into
 * its `receipt` field before the form goes to the provider's pay(form).
 */
export function DonateForm({ terminalKey, onCancel, pay, onPayFailed }: DonateFormProps) {
  const { t } = useTranslation('donate');
  const [values, setValues] = useState<DonationFormValues>(EMPTY);
  const [checked, setChecked] = useState(false);
  const [order, setOrder] = useState('');
  const [receipt, setReceipt] = useState('');
  const [sent, setSent] = useState(false);
  const errors: DonationFormErrors = checked ? checkDonationForm(values) : {};
  const message = (field: keyof DonationFormErrors) => {
    const key = errors[field];
    return key ? t(`errors.${key}`) : null;
  };
  const set = (field: keyof DonationFormValues) => (value: string) => {
    setSent(false);
    setValues((previous) => ({ ...previous, [field]: value }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const problems = checkDonationForm(values);
    setChecked(true);
    const first = FIELD_ORDER.find((field) => problems[field]);
    if (first) {
      const target = first === 'contact' ? 'email' : first;
      form.querySelector<HTMLInputElement>(`[name="${target}"]`)?.focus();
      return;
    }
    const providerPay = pay();
    if (!providerPay) {
      onPayFailed();
      return;
    }
    const amount = normalisedAmount(values.amount);
    // the widget reads the form's elements, so they must hold the new values before pay()
    flushSync(() => {
      setValues((previous) => ({ ...previous, amount }));
      setOrder(donationOrderId(Date.now(), Math.random()));
      setReceipt(
        JSON.stringify(donationReceipt({ ...values, amount, description: DONATION_DESCRIPTION })),
      );
    });
    providerPay(form);
    setSent(true);
  };

  const contactError = message('contact');
  const contactAria = contactError
    ? { 'aria-invalid': true as const, 'aria-describedby': 'donate-contact-error' }
    : {};
  return (
    <form className="donate-form" name="payform-tbank" noValidate onSubmit={submit}>
      <p className="dialog__text">{t('intro')}</p>
      <input type="hidden" name="terminalkey" value={terminalKey} />
      <input type="hidden" name="frame" value={DONATION_FRAME} />
      <input type="hidden" name="language" value={DONATION_LANGUAGE} />
      <input type="hidden" name="order" value={order} />
      <input type="hidden" name="description" value={DONATION_DESCRIPTION} />
      <input type="hidden" name="receipt" value={receipt} />
      <TextField
        id="donate-amount"
        name="amount"
        label={t('fields.amount')}
        hint={t('fields.amountHint')}
        inputMode="numeric"
        autoComplete="transaction-amount"
        required
        value={values.amount}
        onChange={set('amount')}
        error={message('amount')}
      />
      <TextField
        id="donate-name"
        name="name"
        label={t('fields.name')}
        autoComplete="name"
        required
        value={values.name}
        onChange={set('name')}
        error={message('name')}
      />
      <p className="donate-form__note">{t('fields.contactHint')}</p>
      <TextField
        id="donate-email"
        name="email"
        type="email"
        label={t('fields.email')}
        autoComplete="email"
        value={values.email}
        onChange={set('email')}
        error={message('email')}
        {...contactAria}
      />
      <TextField
        id="donate-phone"
        name="phone"
        type="tel"
        label={t('fields.phone')}
        autoComplete="tel"
        value={values.phone}
        onChange={set('phone')}
        {...contactAria}
      />
      {contactError && (
        <p id="donate-contact-error" className="profile-field__error" role="alert">
          {contactError}
        </p>
      )}
      {sent && (
        <p className="donate-form__sent" role="status">
          {t('sent')}
        </p>
      )}
      <div className="dialog__actions">
        <button type="button" className="button" onClick={onCancel}>
          {t('cancel')}
        </button>
        <button type="submit" className="button button--primary">
          {t('submit')}
        </button>
      </div>
    </form>
  );
}
