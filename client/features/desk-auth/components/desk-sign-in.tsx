import { useState, type FormEvent } from 'react';
import { useT } from '../../../i18n';
import { PhoneField } from '../../../components/form/phone-field';
import { isCompletePhone, phoneForApi } from '../../../components/form/phone';
import { errorText } from '../../../session/error-text';
import { CODE_LENGTH, CodeBoxes } from '../../auth/components/code-boxes';
import { useRequestDeskCode, useVerifyDeskCode } from '../api/desk-session';

const emptyCode = () => Array.from({ length: CODE_LENGTH }, () => '');

/** Staff sign in with their phone and the texted code; the session lands in the desk's own cookie. */
export function DeskSignIn() {
  const t = useT();
  const [phone, setPhone] = useState('');
  const [step, setStep] = useState<'phone' | 'code'>('phone');
  const [digits, setDigits] = useState(emptyCode);
  const requestCode = useRequestDeskCode();
  const verify = useVerifyDeskCode();
  const error = step === 'phone' ? requestCode.error : verify.error;

  const submitPhone = (e: FormEvent) => {
    e.preventDefault();
    if (!isCompletePhone(phone)) return;
    requestCode.mutate(phoneForApi(phone), { onSuccess: () => setStep('code') });
  };
  const submitCode = (e: FormEvent) => {
    e.preventDefault();
    const otp = digits.join('');
    if (otp.length === CODE_LENGTH) verify.mutate({ phone: phoneForApi(phone), otp });
  };

  return (
    <section className="desk-sign-in" aria-labelledby="desk-sign-in-title">
      <h1 id="desk-sign-in-title">{t('desk.sign_in.title')}</h1>
      {step === 'phone' ? (
        <form onSubmit={submitPhone} noValidate>
          <PhoneField label={t('desk.sign_in.phone')} value={phone} onChange={(value) => setPhone(value)} />
          <button type="submit" className="desk-button" disabled={requestCode.isPending || !isCompletePhone(phone)}>
            {t('desk.sign_in.send_code')}
          </button>
        </form>
      ) : (
        <form onSubmit={submitCode} noValidate>
          <CodeBoxes
            digits={digits}
            onChange={setDigits}
            invalid={Boolean(verify.error)}
            onFocusBox={() => verify.reset()}
            disabled={verify.isPending}
          />
          <button type="submit" className="desk-button" disabled={verify.isPending || digits.join('').length !== CODE_LENGTH}>
            {t('desk.sign_in.submit')}
          </button>
          <button
            type="button"
            className="desk-link"
            onClick={() => {
              setStep('phone');
              setDigits(emptyCode());
              verify.reset();
            }}
          >
            {t('desk.sign_in.change_phone')}
          </button>
        </form>
      )}
      {error ? (
        <p role="alert" className="desk-error">
          {errorText(error, t)}
        </p>
      ) : null}
    </section>
  );
}
