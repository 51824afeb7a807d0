import { useState, type FormEvent } from 'react';
import { ApiError, isNetworkError } from '../../../../shared/api/client';
import { useT } from '../../../i18n';
import { useVerifyCode } from '../api/verify-code';
import { formatCountdown, useCountdown } from '../hooks/use-countdown';
import { canVerify } from '../sign-rules';
import { CodeBoxes, CODE_LENGTH } from './code-boxes';
import type { CodeRequest } from './sign-form';
import { errorText } from '../../../session/error-text';

const noDigits = () => Array<string>(CODE_LENGTH).fill('');

interface Props {
  request: CodeRequest;
  onVerified(): Promise<void> | void;
  onChangeNumber(): void;
}

/** Step two: the 5-digit code, a resend with its 120 s countdown, verify, and a way back to fix the number. */
export function CodeStep({ request, onVerified, onChangeNumber }: Props) {
  const t = useT();
  const { mutateAsync: verifyCode } = useVerifyCode();
  const { left, restart } = useCountdown();
  const [digits, setDigits] = useState(noDigits);
  const [invalid, setInvalid] = useState(false);
  const [loading, setLoading] = useState(false);
  const [resending, setResending] = useState(false);
  const [error, setError] = useState('');

  const verify = async (e: FormEvent) => {
    e.preventDefault();
    if (!canVerify(digits, loading, left)) return;
    setLoading(true);
    setError('');
    try {
      await verifyCode({ phone: request.phone, otp: digits.join('') });
    } catch (err) {
      // a wrong or expired code: red boxes (spec §5); anything else is said in words
      if (err instanceof ApiError && (err.status === 401 || err.status === 422)) setInvalid(true);
      else setError(errorText(err, t));
      setLoading(false);
      return;
    }
    await onVerified();
  };

  const resend = async () => {
    setResending(true);
    try {
      await request.resend();
      setDigits(noDigits());
      setInvalid(false);
      setError('');
      restart();
    } catch (err) {
      // spec: a failure with a message alerts 'failed'; no answer at all is such a failure too
      if (err instanceof Error && (err.message || isNetworkError(err))) window.alert(t('failed'));
    } finally {
      setResending(false);
    }
  };

  return (
    <form className="auth-code" onSubmit={verify} noValidate>
      <p className="auth-code__sent">
        {t('auth.code_sent', { phone: `+993${request.phone}` })}{' '}
        <button type="button" className="form-button form-button--link" onClick={onChangeNumber} disabled={loading}>
          {t('auth.change_number')}
        </button>
      </p>
      <CodeBoxes
        digits={digits}
        onChange={(d) => {
          setDigits(d);
          setError('');
        }}
        invalid={invalid}
        onFocusBox={() => setInvalid(false)}
        disabled={loading}
      />
      {invalid ? (
        <p className="form-error" role="alert">
          {t('auth.wrong_code')}
        </p>
      ) : null}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="auth-code__resend">
        <span role="timer" aria-live="off" aria-label={t('auth.time_left')}>
          {formatCountdown(left)}
        </span>
        <button type="button" className="form-button form-button--link" onClick={resend} disabled={left > 0 || resending}>
          {t('auth.resend')}
        </button>
      </div>
      <button
        type="submit"
        className="form-button form-button--primary"
        disabled={!canVerify(digits, loading, left)}
        aria-busy={loading || undefined}
      >
        {t('auth.verify')}
      </button>
    </form>
  );
}
