import { useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useT } from '../../../i18n';
import { useRequestCode } from '../api/request-code';
import { phoneForApi } from '../../../components/form/phone';
import { emptyRegister, loginValid, registerErrors, type RegisterField, type RegisterValues } from '../sign-rules';
import { FormField } from '../../../components/form/form-field';
import { PhoneField } from '../../../components/form/phone-field';
import { focusFirstInvalid } from '../../../components/form/focus-invalid';
import { errorText, fieldErrors } from '../../../session/error-text';
import { panelId, SignTabs, tabId, type SignTab } from './sign-tabs';

/** What the code step needs: the phone the code went to, and how to send another. */
export interface CodeRequest {
  phone: string;
  resend(): Promise<unknown>;
}

/** Step one: register or log in; a returned id moves the modal to the code step. */
export function SignForm({ onCodeSent }: { onCodeSent(request: CodeRequest): void }) {
  const t = useT();
  const { mutateAsync: requestCode } = useRequestCode();
  const [tab, setTab] = useState<SignTab>('register');
  const [values, setValues] = useState<RegisterValues>(emptyRegister);
  const [touched, setTouched] = useState<Set<RegisterField>>(new Set());
  const [edited, setEdited] = useState<Set<RegisterField>>(new Set());
  const [sending, setSending] = useState(false);
  const [error, setError] = useState('');
  // the server's refusals by field (its 422 `fields`), each cleared by editing that field
  const [refused, setRefused] = useState<Record<string, string>>({});
  const form = useRef<HTMLFormElement>(null);

  const invalid = registerErrors(values, edited);
  const canSend = !sending && (tab === 'register' ? invalid.size === 0 : loginValid(values.phone));
  const shows = (field: RegisterField) => touched.has(field) && invalid.has(field);
  const touch = (field: RegisterField) => setTouched((s) => new Set(s).add(field));

  // Any edit clears the API's message (spec §5).
  const edit = (field: RegisterField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setEdited((s) => new Set(s).add(field));
    touch(field);
    setError('');
    setRefused(({ [field]: _, ...rest }) => rest);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!canSend) return;
    const phone = phoneForApi(values.phone);
    const { name, surname, email } = values;
    const send = () => requestCode(tab === 'register' ? { register: { name, surname, phone, email } } : { login: phone });
    setSending(true);
    try {
      await send();
      onCodeSent({ phone, resend: send });
    } catch (err) {
      flushSync(() => {
        setError(errorText(err, t));
        setRefused(fieldErrors(err, t));
        setSending(false); // the refusal shows with a button that works again
      });
      focusFirstInvalid(form.current);
    } finally {
      setSending(false);
    }
  };

  const selectTab = (next: SignTab) => {
    setTab(next);
    setError('');
    setRefused({});
  };

  return (
    <div className="auth-sign">
      <SignTabs tab={tab} onSelect={selectTab} />
      {/* the tabpanel holds the form: a form's own role is not to be replaced */}
      <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)}>
        <form ref={form} onSubmit={submit} noValidate>
          {tab === 'register' ? (
            <>
              <FormField
                label={t('auth.name')}
                value={values.name}
                autoComplete="given-name"
                required
                invalid={shows('name')}
                error={refused.name}
                onBlur={() => touch('name')}
                onChange={(e) => edit('name')(e.target.value)}
              />
              <FormField
                label={t('auth.surname')}
                value={values.surname}
                autoComplete="family-name"
                invalid={shows('surname')}
                error={refused.surname}
                onBlur={() => touch('surname')}
                onChange={(e) => edit('surname')(e.target.value)}
              />
            </>
          ) : null}
          <PhoneField
            label={t('auth.phone')}
            value={values.phone}
            invalid={shows('phone')}
            error={refused.phone}
            onBlur={() => touch('phone')}
            onChange={(value, byUser) => (byUser ? edit('phone')(value) : setValues((v) => ({ ...v, phone: value })))}
          />
          {tab === 'register' ? (
            <FormField
              label={t('auth.email')}
              type="email"
              value={values.email}
              autoComplete="email"
              required
              invalid={shows('email')}
              error={refused.email}
              onBlur={() => touch('email')}
              onChange={(e) => edit('email')(e.target.value)}
            />
          ) : null}
          {error ? (
            <p className="form-error" role="alert">
              {error}
            </p>
          ) : null}
          <button type="submit" className="form-button form-button--primary" disabled={!canSend} aria-busy={sending || undefined}>
            {t(tab === 'register' ? 'auth.register_submit' : 'auth.login_submit')}
          </button>
        </form>
      </div>
    </div>
  );
}
